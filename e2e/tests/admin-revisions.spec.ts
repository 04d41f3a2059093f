import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { AdminCall, type News } from '@site/contract';
import { FIRST_SCREEN_TIMEOUT, rowWith, screenshot, signInAsAdmin, toast } from '../support/admin-pages';
import { adminApi } from '../support/api';
import { admin } from '../support/env';

// Issue 21 and issue 33, item 5: an editor compares any two revisions, restores an earlier one (warned that it puts
// the item back on the site) and the public page shows it again; brings a deleted item back from 最近删除; finds these very actions in the 操作日志 and its CSV. One flow per width.
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const newsFields = (title: string, content: string) => ({
  title,
  summary: '版本测试',
  content,
  status: 1,
  publish_time: '2026-01-01T00:00:00.000Z',
});

test('compares any two revisions (field labels, formulas; closable, Back closes it); restore warns and the public page changes back', async ({
  page,
  adminCall: call,
  isMobile,
}, testInfo) => {
  const original = `E2E 版本原标题 ${testInfo.project.name} ${Date.now()}`;
  const news = await call<News>(AdminCall.SAVE_NEWS, newsFields(original, '<p>原来的正文</p>'));
  await call<News>(AdminCall.SAVE_NEWS, {
    id: news.id,
    title: `${original} 改坏了`,
    content: '<p>改坏的正文 <span class="ql-formula" data-value="x^2"></span></p>',
  });
  // Version 3 takes the item off the site: restoring version 1 brings it back, and says so first.
  await call<News>(AdminCall.SAVE_NEWS, { id: news.id, status: 0 });
  expect((await page.goto(`/detail/${news.id}`))?.status()).toBe(404);

  await signInAsAdmin(page, isMobile);
  await page.goto(`/adm/news/${news.id}`);
  const panel = page.locator('#revisions-panel');
  // The edit screen's code loads on first use.
  await expect(panel.getByRole('heading', { name: '历史版本' })).toBeVisible({ timeout: 20_000 });
  await expect(panel.locator('li')).toHaveCount(3);

  // Versions 1 and 2, neither the current one: field names as the interface says them, the formula typeset.
  await panel.getByRole('checkbox', { name: '选择版本 2 用于比较' }).check();
  await panel.getByRole('checkbox', { name: '选择版本 1 用于比较' }).check();
  await panel.getByRole('button', { name: '比较所选的两个版本' }).click();
  const compare = page.getByRole('dialog', { name: '比较版本 1 与 2' });
  await expect(compare.getByRole('cell', { name: '标题', exact: true })).toBeVisible();
  await expect(compare.getByRole('cell', { name: '正文', exact: true })).toBeVisible();
  await expect(compare.getByText('原来的正文')).toBeVisible();
  await expect(compare.locator('.katex')).toBeVisible();
  await expect(compare.getByRole('cell', { name: '发布', exact: true })).toHaveCount(0);
  await screenshot(page, testInfo, 'revision-compare-two');
  await compare.getByRole('button', { name: '关闭' }).click();
  await expect(compare).toBeHidden();

  // With the current one; Back (the phone's way out of a full-screen view) closes it and stays on the form.
  await panel.getByRole('button', { name: '与当前比较' }).first().click();
  const withCurrent = page.getByRole('dialog', { name: '比较版本 2 与 3' });
  await expect(withCurrent.getByRole('cell', { name: '发布', exact: true })).toBeVisible();
  await page.goBack();
  await expect(withCurrent).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/adm/news/${news.id}$`));
  await expect(panel.getByRole('heading', { name: '历史版本' })).toBeVisible();

  await panel.getByRole('button', { name: '恢复此版本' }).last().click();
  const confirm = page.getByRole('dialog', { name: '恢复此版本' });
  await expect(confirm.getByRole('alert')).toContainText('恢复会改变访客看到的内容。发布');
  await expect(confirm.getByRole('alert')).toContainText('停用 → 启用');
  await screenshot(page, testInfo, 'revision-restore-warning');
  await confirm.getByRole('button', { name: '确认' }).click();
  await expect(toast(page, '已恢复')).toBeVisible();
  await expect(panel.locator('li')).toHaveCount(4);
  await panel.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'revisions-panel');

  await page.goto(`/detail/${news.id}`);
  await expect(page.getByRole('heading', { name: original, exact: true })).toBeVisible();
  await expect(page.getByText('原来的正文')).toBeVisible();
});

test('brings a deleted item back from 最近删除, and finds these actions in the 操作日志 and its CSV', async ({
  page,
  request,
  isMobile,
}, testInfo) => {
  const call = await adminApi(request);
  const title = `E2E 回收站测试 ${testInfo.project.name} ${Date.now()}`;
  const news = await call<News>(AdminCall.SAVE_NEWS, newsFields(title, '<p>将被删除的正文</p>'));
  await call(AdminCall.DEL_NEWS, { id: news.id });
  expect((await page.goto(`/detail/${news.id}`))?.status()).toBe(404);

  await signInAsAdmin(page, isMobile);
  await page.goto('/adm/deleted');
  const entry = rowWith(page, title);
  await expect(entry).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  await screenshot(page, testInfo, 'deleted-list');
  await entry.getByRole('button', { name: '恢复' }).click();
  await expect(toast(page, /已恢复/)).toBeVisible();
  await expect(rowWith(page, title)).toHaveCount(0);

  await page.goto(`/detail/${news.id}`);
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();

  // The 操作日志 names the test's own create, delete and restore of that item.
  const filter = encodeURIComponent(JSON.stringify({ actor: admin.username, family: 'news' }));
  await page.goto(`/adm/audit?filter=${filter}`);
  const rows = page.locator('tr, li').filter({ hasText: title });
  await expect(rows).toHaveCount(3, { timeout: FIRST_SCREEN_TIMEOUT });
  for (const action of ['新建', '删除', '恢复']) await expect(rows.filter({ hasText: action })).toHaveCount(1);
  await screenshot(page, testInfo, 'audit-own-actions');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv.split('\n').filter((line) => line.includes(title))).toHaveLength(3);
});
