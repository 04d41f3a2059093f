import { expect, test, type APIRequestContext } from '@playwright/test';
import { AdminCall, type History, type News } from '@site/contract';
import { FIRST_SCREEN_TIMEOUT, rowWith, screenshot, signIn } from '../support/admin-pages';
import { adminApi, sendDanmaku } from '../support/api';
import { admin } from '../support/env';

type AdminCaller = Awaited<ReturnType<typeof adminApi>>;

/**
 * Saves one row of the test's own on every screen, through the API, and answers the text each list shows for it.
 * Keys are every admin route of the spec, in the menu's order.
 */
async function ownRows(call: AdminCaller, request: APIRequestContext, stamp: string) {
  const cate = await call<{ id: number }>(AdminCall.SAVE_DOWNLOAD_CATE, { name: `截图分类 ${stamp}`, sort: 0 });
  const rows = {
    news: `截图用新闻 ${stamp}`,
    case: `截图用案例 ${stamp}`,
    img_list: `截图用图片 ${stamp}`,
    history: `截图用历程 ${stamp}`,
    about: `截图用页面 ${stamp}`,
    download: `截图用下载 ${stamp}`,
    download_cate: `截图分类 ${stamp}`,
    seo: `截图用SEO ${stamp}`,
    set: `截图用设置 ${stamp}`,
    admin: `shot_${stamp}`,
    plugin: `截图用弹幕 ${stamp}`,
  };
  const content = '<p>正文</p>';
  await call(AdminCall.SAVE_CASE, { title: rows.case, summary: '截图', content });
  // Hidden (status 0): a shown banner would change the home carousel other specs count.
  await call(AdminCall.SAVE_IMG, { group: 'banner', title: rows.img_list, image: '/uploads/shot.png', status: 0 });
  await call(AdminCall.SAVE_HISTORY, { year: 1990, title: rows.history });
  await call(AdminCall.SAVE_PAGE_TEXT, { key: `shot_${stamp}`, title: rows.about, content });
  await call(AdminCall.SAVE_DOWNLOAD, {
    cate_id: cate.id,
    title: rows.download,
    file_url: '/uploads/shot.pdf',
    file_name: 'shot.pdf',
    file_size: 1536,
    status: 1,
  });
  await call(AdminCall.SAVE_SEO, { page: `shot_${stamp}`, title: rows.seo });
  await call(AdminCall.SAVE_SET, { key: `shot_${stamp}`, title: rows.set, value: 'x', group: 'shot', is_public: 0 });
  await call(AdminCall.SAVE_ADMIN, { username: rows.admin, password: 'Shot-pass-2026', role: 'editor', status: 1 });
  await sendDanmaku(request, { id: `shot${stamp}`, text: rows.plugin });
  return rows;
}

const WITHOUT_CREATE = new Set(['plugin']);

// A screenshot of every screen at the desktop (1440×900) and phone (390×844) widths of the issue, one size per
// project of playwright.config.ts; each list shows a row this test saved itself.
test('every screen of the back office, as a screenshot', async ({ page, request, isMobile }, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1440, height: 900 });
  const call = await adminApi(request);
  const stamp = String(Date.now() % 1_000_000);
  const rows = await ownRows(call, request, stamp);
  const news = await call<News>(AdminCall.SAVE_NEWS, {
    title: rows.news,
    summary: '用于截图的新闻',
    content: '<p>正文<strong>加粗</strong></p>',
    publish_time: new Date(Date.now() + 86_400_000).toISOString(),
  });
  const deleted = `截图用删除 ${stamp}`;
  const doomed = await call<{ id: number }>(AdminCall.SAVE_CASE, {
    title: deleted,
    summary: '截图',
    content: '<p>x</p>',
  });
  await call(AdminCall.DEL_CASE, { id: doomed.id });

  await page.goto('/adm/login');
  await screenshot(page, testInfo, 'login');
  await signIn(page, admin.username, admin.password);
  await expect(page.getByText(/欢迎回来/)).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  await screenshot(page, testInfo, 'dashboard');

  if (isMobile) {
    await page.getByRole('button', { name: '打开菜单' }).click();
    await expect(page.getByRole('menuitem', { name: '新闻' })).toBeVisible();
    await screenshot(page, testInfo, 'menu');
    await page.getByRole('menuitem', { name: '新闻' }).click();
    await expect(page).toHaveURL(/\/adm\/news$/);
    await expect(page.getByRole('menuitem', { name: '案例' })).toBeHidden();
  }

  for (const [resource, text] of Object.entries(rows)) {
    // Searched by its own text: the list may hold many rows of other tests.
    await page.goto(`/adm/${resource}?filter=${encodeURIComponent(JSON.stringify({ q: text }))}`);
    await expect(rowWith(page, text)).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
    await screenshot(page, testInfo, `${resource}-list`);
    if (WITHOUT_CREATE.has(resource)) continue;
    await page.goto(`/adm/${resource}/create`);
    await expect(page.getByRole('button', { name: '保存', exact: true })).toBeVisible({
      timeout: FIRST_SCREEN_TIMEOUT,
    });
    await screenshot(page, testInfo, `${resource}-create`);
  }

  // 最近删除 lists an item this test deleted; 操作日志 names the admin account this test created.
  await page.goto('/adm/deleted');
  await expect(rowWith(page, deleted)).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  await screenshot(page, testInfo, 'deleted-list');
  await page.goto('/adm/audit');
  await expect(rowWith(page, rows.admin).first()).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  await screenshot(page, testInfo, 'audit-list');
  await page.goto('/adm/backups');
  await expect(page.getByRole('button', { name: '开始备份' })).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  await screenshot(page, testInfo, 'backups-list');

  await page.goto(`/adm/news/${news.id}`);
  await expect(page.locator('.ql-editor')).toContainText('加粗', { timeout: FIRST_SCREEN_TIMEOUT });
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
    await expect(page.getByText(/欢迎回来/)).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
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
