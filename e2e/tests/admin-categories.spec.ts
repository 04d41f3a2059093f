import { AdminCall, type News, type Page as ListPage } from '@site/contract';
import { FIRST_SCREEN_TIMEOUT, screenshot, signInAsAdmin } from '../support/admin-pages';
import { atVisitorSize, expect, test } from '../support/fixtures';

test.beforeEach(({ page, isMobile }) => atVisitorSize(page, isMobile));

// Issue 33, item 8: categories are picked from those in use; a new one only through "新建分类".
test('a category is picked from those in use, and a new one is made on purpose', async ({
  page,
  adminCall,
  isMobile,
}, testInfo) => {
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  const existing = `E2E 分类 ${stamp}`;
  const typo = `E2E 分頖 ${stamp}`;
  await adminCall<News>(AdminCall.SAVE_NEWS, { title: `已有分类 ${stamp}`, category: existing, status: 0 });
  const news = await adminCall<News>(AdminCall.SAVE_NEWS, { title: `待分类 ${stamp}`, status: 0 });

  await signInAsAdmin(page, isMobile);
  await page.goto(`/adm/news/${news.id}`);
  const category = page.getByRole('combobox', { name: '分类' });
  await category.click({ timeout: FIRST_SCREEN_TIMEOUT });
  await category.fill('E2E 分');
  await expect(page.getByRole('option', { name: existing, exact: true })).toBeVisible();
  await category.fill(typo);
  // A name no item uses is not taken silently: it is offered only as a new category.
  await expect(page.getByRole('option', { name: existing, exact: true })).toHaveCount(0);
  await screenshot(page, testInfo, 'category-new');
  await page.getByRole('option', { name: `新建分类“${typo}”` }).click();
  await expect(category).toHaveValue(typo);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page).toHaveURL(/\/adm\/news$/);

  const stored = await adminCall<ListPage<News>>(AdminCall.GET_NEWS_LIST, { ids: [news.id] });
  expect(stored.list[0].category).toBe(typo);
  const offered = await adminCall<Array<{ name: string }>>(AdminCall.GET_NEWS_CATEGORY_LIST);
  expect(offered.map((entry) => entry.name)).toEqual(expect.arrayContaining([existing, typo]));
});
