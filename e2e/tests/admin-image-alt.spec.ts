import { expect, test } from '@playwright/test';
import { AdminCall, type News } from '@site/contract';
import { FIRST_SCREEN_TIMEOUT, screenshot, signInAsAdmin } from '../support/admin-pages';
import { PNG_1X1 } from '../support/admin-files';
import { adminSession } from '../support/public-content';

test.beforeEach(async ({ page, isMobile }) => {
  await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1440, height: 900 });
});

test('a picture given alt text in the editor is stored with it and described on the public page', async ({
  page,
  request,
  isMobile,
}, testInfo) => {
  const api = await adminSession(request);
  const url = await api.upload<string>(AdminCall.UPLOAD_PIC, {
    file: { ...PNG_1X1, name: `说明-${testInfo.project.name}-${Date.now()}.png` },
  });
  const title = `E2E 图片说明 ${testInfo.project.name} ${Date.now()}`;
  const news = await api.call<News>(AdminCall.SAVE_NEWS, {
    title,
    summary: '图片说明',
    content: `<p>前文</p><p><img src="${url}"></p>`,
    status: 1,
  });
  const alt = '产品 & 服务："示意图"';
  try {
    await signInAsAdmin(page, isMobile);
    await page.goto(`/adm/news/${news.id}`);
    await page.locator('.ql-editor img').click({ timeout: FIRST_SCREEN_TIMEOUT });
    const dialog = page.getByRole('dialog', { name: '图片说明（替代文本）' });
    await dialog.getByLabel('图片说明（替代文本）').fill(alt);
    await screenshot(page, testInfo, 'image-alt-dialog');
    await dialog.getByRole('button', { name: '确认' }).click();
    await expect(page.locator('.ql-editor img')).toHaveAttribute('alt', alt);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page).toHaveURL(/\/adm\/news$/);

    const stored = await api.call<{ list: News[] }>(AdminCall.GET_NEWS_LIST, { keyword: title });
    expect(stored.list[0].content).toContain('alt="产品 &amp; 服务：&quot;示意图&quot;"');

    await page.goto(`/detail/${news.id}`);
    await expect(page.locator('.rich img')).toHaveAttribute('alt', alt);
    await screenshot(page, testInfo, 'image-alt-public');
  } finally {
    await api.call(AdminCall.DEL_NEWS, { id: news.id });
  }
});

test('a picture described in the media library is described wherever a text shows it undescribed', async ({
  page,
  request,
  isMobile,
}, testInfo) => {
  const api = await adminSession(request);
  const name = `库说明-${testInfo.project.name}-${Date.now()}.png`;
  const url = await api.upload<string>(AdminCall.UPLOAD_PIC, { file: { ...PNG_1X1, name } });
  const news = await api.call<News>(AdminCall.SAVE_NEWS, {
    title: `E2E 媒体库说明 ${testInfo.project.name} ${Date.now()}`,
    summary: '媒体库说明',
    content: `<p>前文</p><p><img src="${url}"></p>`,
    status: 1,
  });
  const alt = '厂区全景，远处是三号车间';
  try {
    await signInAsAdmin(page, isMobile);
    await page.goto('/adm/media');
    await page.getByLabel('搜索文件名').fill(name);
    await page.getByRole('button', { name: `图片说明 ${name}` }).click({ timeout: FIRST_SCREEN_TIMEOUT });
    const dialog = page.getByRole('dialog', { name: '图片说明（替代文本）' });
    await expect(dialog.getByText('网页上凡正文未另写说明的地方')).toBeVisible();
    await dialog.getByLabel('图片说明（替代文本）').fill(alt);
    await dialog.getByRole('button', { name: '确认' }).click();
    await expect(page.getByText(`说明：${alt}`)).toBeVisible();
    await screenshot(page, testInfo, 'media-library-alt');

    await page.goto(`/detail/${news.id}`);
    await expect(page.locator('.rich img')).toHaveAttribute('alt', alt);
  } finally {
    await api.call(AdminCall.DEL_NEWS, { id: news.id });
  }
});
