import { expect, test } from '../support/fixtures';
import type { Locator, Page } from '@playwright/test';
import { AdminCall, type News, type PreviewLink } from '@site/contract';
import { FIRST_SCREEN_TIMEOUT, rowWith, screenshot, signInAsAdmin, userMenu } from '../support/admin-pages';
import { adminApi } from '../support/api';

// Previews of a scheduled item and the time machine (issue 21); the preview link shared with a colleague, drafts marked
// and viewed on the site (issue 33, item 6): one admin flow per width.
test.describe.configure({ mode: 'serial' });
// Two sign-ins, new tabs and server renders each: more than the default 30 s on a loaded machine.
test.setTimeout(120_000);

const DAY = 24 * 3600_000;
const SCHEDULED_TITLE = `E2E 定时新闻 ${Date.now()}`;
let scheduled: News;

/** `YYYY-MM-DDTHH:mm` in the browser's time zone, as a datetime-local input takes it. */
const localInput = (date: Date) =>
  new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** The tab `opener` opens: the news item's page (the grant gone from the address), shown under the preview banner. */
async function previewOpenedBy(opener: Locator, id: number, title: string): Promise<Page> {
  const opened = opener.page().context().waitForEvent('page');
  await opener.click();
  const preview = await opened;
  await preview.waitForURL(new RegExp(`/detail/${id}$`));
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByTestId('preview-banner')).toContainText('预览模式');
  return preview;
}

test.beforeAll(async ({ request }) => {
  const call = await adminApi(request);
  scheduled = await call<News>(AdminCall.SAVE_NEWS, {
    title: SCHEDULED_TITLE,
    summary: '三天后发布',
    content: '<p>定时发布的正文</p>',
    status: 1,
    publish_time: new Date(Date.now() + 3 * DAY).toISOString(),
  });
});

test('预览 gives a link that opens the scheduled item and works in another browser; a plain visitor gets the 404', async ({
  page,
  browser,
  isMobile,
}, testInfo) => {
  await signInAsAdmin(page, isMobile);
  await page.goto(`/adm/news/${scheduled.id}`);
  await page.getByRole('button', { name: '预览' }).click();
  const dialog = page.getByRole('dialog', { name: '预览链接' });
  await expect(dialog).toContainText('有效至');
  const link = await dialog.getByRole('textbox', { name: '链接' }).inputValue();
  expect(link).toMatch(new RegExp(`/detail/${scheduled.id}\\?preview=`));
  await screenshot(page, testInfo, 'preview-link-dialog');
  const preview = await previewOpenedBy(dialog.getByRole('link', { name: '打开预览' }), scheduled.id, SCHEDULED_TITLE);
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await screenshot(preview, testInfo, 'preview-scheduled-news');

  // A colleague's browser: no session, no cookie of this one. The copied link shows the item there too; its plain
  // address still does not.
  const colleague = await browser.newContext();
  try {
    const shared = await colleague.newPage();
    await shared.goto(link);
    await expect(shared.getByRole('heading', { name: SCHEDULED_TITLE })).toBeVisible();
    await expect(shared.getByTestId('preview-banner')).toContainText('预览模式');
    await screenshot(shared, testInfo, 'preview-shared-link');
  } finally {
    await colleague.close();
  }
  const visitor = await browser.newContext();
  try {
    const plain = await visitor.newPage();
    const response = await plain.goto(`/detail/${scheduled.id}`);
    expect(response?.status()).toBe(404);
    await expect(plain.getByRole('heading', { name: SCHEDULED_TITLE })).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});

test('a draft is marked 草稿 in its list and on the dashboard; 在网站上查看 opens its preview', async ({
  page,
  adminCall: call,
  isMobile,
}, testInfo) => {
  const title = `E2E 未完成 ${testInfo.project.name} ${Date.now()}`;
  // Published a moment after every other news item: first in the list and in the dashboard's latest.
  const draft = await call<News>(AdminCall.SAVE_NEWS, {
    title,
    summary: '未完成',
    content: '<p>未完成的正文</p>',
    status: 0,
    publish_time: new Date(Date.now() - 1000).toISOString(),
  });
  await signInAsAdmin(page, isMobile);
  await expect(rowWith(page, title).getByText('草稿', { exact: true })).toBeVisible();
  await screenshot(page, testInfo, 'dashboard-draft-marked');

  await page.goto('/adm/news');
  const row = rowWith(page, title);
  await expect(row.getByText('草稿', { exact: true })).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  await screenshot(page, testInfo, 'list-draft-marked');

  await page.goto(`/adm/news/${draft.id}`);
  await previewOpenedBy(page.getByRole('link', { name: '在网站上查看' }), draft.id, title);
});

test('browses the site four days ahead with the time machine; links keep it until 退出预览', async ({
  page,
  isMobile,
}, testInfo) => {
  await signInAsAdmin(page, isMobile);
  await userMenu(page, '时光机');
  const dialog = page.getByRole('dialog', { name: '时光机' });
  await dialog.getByLabel('日期和时间').fill(localInput(new Date(Date.now() + 4 * DAY)));
  await screenshot(page, testInfo, 'time-machine-picker');
  const opened = page.context().waitForEvent('page');
  await dialog.getByRole('button', { name: '打开站点' }).click();
  const site = await opened;
  await site.waitForURL(/\/$/);
  await expect(site.getByTestId('preview-banner')).toContainText('时光机');

  // A link of the site (the news list), followed as a visitor would: the time machine goes along.
  await site.goto('/news');
  await expect(site.getByTestId('preview-banner')).toContainText('时光机');
  await expect(site.getByRole('link', { name: SCHEDULED_TITLE }).first()).toBeVisible();
  await screenshot(site, testInfo, 'time-machine-news');
  await site.getByRole('link', { name: SCHEDULED_TITLE }).first().click();
  await expect(site.getByRole('heading', { name: SCHEDULED_TITLE })).toBeVisible();
  await expect(site.getByTestId('preview-banner')).toBeVisible();

  await site.getByRole('link', { name: '退出预览' }).click();
  await expect(site.getByTestId('preview-banner')).toHaveCount(0);
  await site.goto('/news');
  await expect(site.getByRole('link', { name: SCHEDULED_TITLE })).toHaveCount(0);
});

test('the time machine at a moment before an edit shows the old title and an item deleted since', async ({
  page,
  adminCall: call,
}, testInfo) => {
  const title = `E2E 时光机旧标题 ${testInfo.project.name} ${Date.now()}`;
  const edited = await call<News>(AdminCall.SAVE_NEWS, { title, summary: '时光机', content: '<p>旧正文</p>' });
  const gone = await call<News>(AdminCall.SAVE_NEWS, { title: `${title} 已删除`, content: '<p>后来删除</p>' });
  const before = new Date().toISOString();
  await call(AdminCall.SAVE_NEWS, { id: edited.id, title: `${title} 改过了`, content: '<p>新正文</p>' });
  await call(AdminCall.DEL_NEWS, { id: gone.id });
  const link = await call<PreviewLink>(AdminCall.GET_PREVIEW_LINK, { at: before });

  const entry = new URL(link.url, 'http://site');
  await page.goto(`${entry.pathname}${entry.search}`);
  await expect(page.getByTestId('preview-banner')).toContainText('时光机');
  await page.goto(`/detail/${edited.id}`);
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await expect(page.getByText('旧正文')).toBeVisible();
  await screenshot(page, testInfo, 'time-machine-before-edit');
  await page.goto(`/detail/${gone.id}`);
  await expect(page.getByRole('heading', { name: `${title} 已删除` })).toBeVisible();
  await screenshot(page, testInfo, 'time-machine-deleted-item');

  // Out of the time machine: today's title, and the deleted item gone.
  await page.getByRole('link', { name: '退出预览' }).click();
  await expect(page.getByTestId('preview-banner')).toHaveCount(0);
  expect((await page.goto(`/detail/${gone.id}`))?.status()).toBe(404);
  await page.goto(`/detail/${edited.id}`);
  await expect(page.getByRole('heading', { name: `${title} 改过了` })).toBeVisible();
});
