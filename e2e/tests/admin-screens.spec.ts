import { expect, test } from '@playwright/test';
import { AdminCall, type History, type News } from '@site/contract';
import { screenshot, signIn } from '../support/admin-pages';
import { adminApi } from '../support/api';
import { admin } from '../support/env';

/** Every admin route of the spec (list and create), in the menu's order. */
const SCREENS = [
  'news',
  'case',
  'img_list',
  'history',
  'about',
  'download',
  'download_cate',
  'seo',
  'set',
  'admin',
  'deleted',
  'audit',
  'plugin',
];
const WITHOUT_CREATE = new Set(['deleted', 'audit', 'plugin']);

// A screenshot of every screen, at the desktop and the phone width (the two projects of playwright.config.ts).
test('every screen of the back office, as a screenshot', async ({ page, request, isMobile }, testInfo) => {
  test.setTimeout(180_000);
  const call = await adminApi(request);
  const news = await call<News>(AdminCall.SAVE_NEWS, {
    title: '截图用新闻',
    summary: '用于截图的新闻',
    content: '<p>正文<strong>加粗</strong></p>',
    publish_time: new Date(Date.now() + 86_400_000).toISOString(),
  });

  await page.goto('/adm/login');
  await screenshot(page, testInfo, 'login');
  await signIn(page, admin.username, admin.password);
  await expect(page.getByText(/欢迎回来/)).toBeVisible();
  await screenshot(page, testInfo, 'dashboard');

  if (isMobile) {
    await page.getByRole('button', { name: '打开菜单' }).click();
    await expect(page.getByRole('menuitem', { name: '新闻' })).toBeVisible();
    await screenshot(page, testInfo, 'menu');
    await page.getByRole('menuitem', { name: '新闻' }).click();
    await expect(page).toHaveURL(/\/adm\/news$/);
    await expect(page.getByRole('menuitem', { name: '案例' })).toBeHidden();
  }

  for (const resource of SCREENS) {
    await page.goto(`/adm/${resource}`);
    await expect(page.locator('.RaList-main, .RaEmpty-message').first()).toBeVisible();
    await screenshot(page, testInfo, `${resource}-list`);
    if (WITHOUT_CREATE.has(resource)) continue;
    await page.goto(`/adm/${resource}/create`);
    await expect(page.getByRole('button', { name: '保存' })).toBeVisible();
    await screenshot(page, testInfo, `${resource}-create`);
  }

  await page.goto(`/adm/news/${news.id}`);
  await expect(page.locator('.ql-editor')).toContainText('加粗');
  await screenshot(page, testInfo, 'news-edit');
  await page.getByRole('button', { name: '媒体库' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await screenshot(page, testInfo, 'media-library');
});

test('/adm/history is a timeline by year with edit links, and a table on demand', async ({
  page,
  request,
}, testInfo) => {
  const call = await adminApi(request);
  const stamp = Date.now() % 100000;
  const entries = await Promise.all(
    [
      { year: 1999, month: 3, title: `时间线三月 ${stamp}` },
      { year: 1999, month: 11, title: `时间线十一月 ${stamp}` },
      { year: 1998, month: null, title: `时间线全年 ${stamp}` },
    ].map((entry) => call<History>(AdminCall.SAVE_HISTORY, entry)),
  );
  try {
    await page.goto('/adm/login');
    await signIn(page, admin.username, admin.password);
    await expect(page.getByText(/欢迎回来/)).toBeVisible();
    await page.goto('/adm/history?filter=' + encodeURIComponent(JSON.stringify({ q: `${stamp}` })));
    const timeline = page.getByRole('list', { name: '时间线' });
    await expect(timeline.getByRole('heading', { name: '1999' })).toBeVisible();
    // Newest first, like the public timeline: November before March, then the year before.
    await expect(timeline.getByRole('link')).toHaveText([
      `时间线十一月 ${stamp}`,
      `时间线三月 ${stamp}`,
      `时间线全年 ${stamp}`,
    ]);
    await screenshot(page, testInfo, 'history-timeline');
    await timeline.getByRole('link', { name: `时间线三月 ${stamp}` }).click();
    await expect(page).toHaveURL(new RegExp(`/adm/history/${entries[0].id}$`));

    await page.goBack();
    await page.getByRole('button', { name: '表格' }).click();
    await expect(timeline).toBeHidden();
    await expect(page.getByText(`时间线全年 ${stamp}`)).toBeVisible();
  } finally {
    await call(AdminCall.DEL_HISTORY, { ids: entries.map((entry) => entry.id) });
  }
});
