import { expect, test } from '@playwright/test';
import { AdminCall, type News } from '@site/contract';
import { FIRST_SCREEN_TIMEOUT, screenshot, signInAsAdmin, toast } from '../support/admin-pages';
import { PNG_1X1 } from '../support/admin-files';
import { adminSession } from '../support/public-content';

// Issue 21, item 7: the media library tells where each file is used, refuses to delete one in use, and its 未使用
// filter leaves such a file out. One flow per width; on a phone the news list is reached through the menu drawer.
test.setTimeout(120_000);

test('shows where a file is used, refuses to delete it, and leaves it out of 未使用', async ({
  page,
  request,
  isMobile,
}, testInfo) => {
  const api = await adminSession(request);
  const fileName = `用途-${testInfo.project.name}-${Date.now()}.png`;
  const url = await api.upload<string>(AdminCall.UPLOAD_PIC, { file: { ...PNG_1X1, name: fileName } });
  const title = `E2E 引用图片的新闻 ${testInfo.project.name} ${Date.now()}`;
  const news = await api.call<News>(AdminCall.SAVE_NEWS, {
    title,
    summary: '引用',
    content: `<p><img src="${url}"></p>`,
    status: 0,
  });

  await signInAsAdmin(page, isMobile);
  await page.goto('/adm/news/create');
  await page.getByRole('button', { name: '媒体库' }).first().click();
  const library = page.getByRole('dialog');
  await library.getByLabel('搜索文件名').fill(fileName);
  const usageButton = library.getByRole('button', { name: `使用位置 ${fileName}` });
  await expect(usageButton).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });

  // Refused: the users are listed in a dialog that stays until closed, each a link to its edit screen.
  await library.getByRole('button', { name: `删除 ${fileName}` }).click();
  const refusal = page.getByRole('dialog', { name: `无法删除 ${fileName}：文件正在使用中` });
  await expect(refusal.getByRole('link', { name: new RegExp(title) })).toHaveAttribute(
    'href',
    new RegExp(`/news/${news.id}$`),
  );
  await screenshot(page, testInfo, 'media-delete-refused');
  await refusal.getByRole('button', { name: '关闭' }).click();
  await expect(refusal).toHaveCount(0);

  await library.getByLabel('未使用').check();
  await expect(usageButton).toHaveCount(0);
  await library.getByLabel('未使用').uncheck();

  await usageButton.click();
  const usage = page.getByRole('dialog', { name: `使用 ${fileName} 的内容` });
  const link = usage.getByRole('link', { name: new RegExp(title) });
  await expect(link).toBeVisible();
  await screenshot(page, testInfo, 'media-usage');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/adm/news/${news.id}$`));
});

test('the media library is in the menu, and uploads a file of its own', async ({ page, isMobile }, testInfo) => {
  await signInAsAdmin(page, isMobile);
  // On a phone the entry is in the drawer, opened from 打开菜单; a drawer still closing from signInAsAdmin's visit to
  // 新闻 takes the entry away again, so it is opened until the entry can be clicked.
  const entry = page.getByRole('menuitem', { name: '媒体库' });
  await expect(async () => {
    if (isMobile && !(await entry.isVisible())) await page.getByRole('button', { name: '打开菜单' }).click();
    await entry.click({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/adm\/media$/);
  const fileName = `媒体库上传-${testInfo.project.name}-${Date.now()}.png`;
  await page.getByTestId('upload-media').setInputFiles({ ...PNG_1X1, name: fileName });
  await expect(toast(page, '上传成功')).toBeVisible();
  await page.getByLabel('搜索文件名').fill(fileName);
  await expect(page.getByRole('button', { name: `选择 ${fileName}` })).toBeVisible();
  await screenshot(page, testInfo, 'media-library-screen');
});
