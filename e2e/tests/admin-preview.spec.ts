import { expect, test } from '@playwright/test';
import { AdminCall, type News } from '@site/contract';
import { screenshot, signInAsAdmin, userMenu } from '../support/admin-pages';
import { adminApi } from '../support/api';

// Previews of a scheduled item and the time machine (issue 21): one admin flow per width.
test.describe.configure({ mode: 'serial' });
// Two sign-ins, new tabs and server renders each: more than the default 30 s on a loaded machine.
test.setTimeout(120_000);

const DAY = 24 * 3600_000;
const SCHEDULED_TITLE = `E2E 定时新闻 ${Date.now()}`;
let scheduled: News;

/** `YYYY-MM-DDTHH:mm` in the browser's time zone, as a datetime-local input takes it. */
const localInput = (date: Date) =>
  new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

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

test('previews a scheduled news item from its edit screen; a plain visitor still gets the 404', async ({
  page,
  browser,
  isMobile,
}, testInfo) => {
  await signInAsAdmin(page, isMobile);
  await page.goto(`/adm/news/${scheduled.id}`);
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: '预览' }).click();
  const preview = await opened;
  await preview.waitForURL(new RegExp(`/detail/${scheduled.id}$`));
  await expect(preview.getByRole('heading', { name: SCHEDULED_TITLE })).toBeVisible();
  await expect(preview.getByTestId('preview-banner')).toContainText('预览模式');
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await screenshot(preview, testInfo, 'preview-scheduled-news');

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
