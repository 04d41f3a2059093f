import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { AdminCall, type News } from '@site/contract';
import { FIRST_SCREEN_TIMEOUT, field, screenshot, signIn, signInAsAdmin, toast } from '../support/admin-pages';
import { adminApi } from '../support/api';
import { admin } from '../support/env';

// Issue 33, items 1 and 2: a saved code block keeps its indentation through the editor; nothing typed is lost to a
// reload or to a session ended from elsewhere. One flow per width.
test.setTimeout(120_000);

type Call = Awaited<ReturnType<typeof adminApi>>;

const SQL = ['SELECT id,', '       title,', '       status', '  FROM news', '', '\tWHERE a &lt; 1 &amp;&amp; b'];
const CODE =
  '<p>查询：</p><div class="ql-code-block-container" spellcheck="false">' +
  SQL.map((line) => `<div class="ql-code-block" data-language="sql">${line || '<br>'}</div>`).join('') +
  '</div>';

async function stored(call: Call, id: number): Promise<News> {
  return (await call<{ list: News[] }>(AdminCall.GET_NEWS_LIST, { ids: [id] })).list[0];
}

async function openEdit(page: Page, id: number, title: string) {
  await page.goto(`/adm/news/${id}`);
  await expect(field(page, 'title')).toHaveValue(title, { timeout: FIRST_SCREEN_TIMEOUT });
}

const saveButton = (page: Page) => page.getByRole('button', { name: '保存', exact: true });

test('a code block keeps its indentation through saves of the item, in the database and on the site', async ({
  page,
  adminCall: call,
  isMobile,
}, testInfo) => {
  const title = `E2E 代码 ${testInfo.project.name} ${Date.now()}`;
  const news = await call<News>(AdminCall.SAVE_NEWS, { title, content: CODE, sort: 1 });
  await signInAsAdmin(page, isMobile);

  for (const sort of ['2', '3']) {
    await openEdit(page, news.id, title);
    await expect(page.locator('.ql-editor .ql-code-block').nth(1)).toHaveText('       title,');
    await field(page, 'sort').fill(sort);
    await saveButton(page).click();
    await expect(page).toHaveURL(/\/adm\/news$/);
    expect(await stored(call, news.id)).toMatchObject({ sort: Number(sort), content: CODE });
  }

  await page.goto(`/detail/${news.id}`);
  const code = page.locator('pre.code-block');
  await expect(code).toHaveText('SELECT id,\n       title,\n       status\n  FROM news\n\n\tWHERE a < 1 && b');
  await code.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'code-block-on-site');
});

test('a reload gives the unsaved form back; 保存并继续编辑 stays on the form', async ({
  page,
  adminCall: call,
  isMobile,
}, testInfo) => {
  const title = `E2E 草稿 ${testInfo.project.name} ${Date.now()}`;
  const news = await call<News>(AdminCall.SAVE_NEWS, { title, content: '<p>正文</p>' });
  await signInAsAdmin(page, isMobile);
  await openEdit(page, news.id, title);
  await field(page, 'title').fill(`${title} 未保存`);
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.includes(':news:'))))
    .toBe(true);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  const offer = page.getByRole('alert').filter({ hasText: '未保存的修改' });
  await expect(offer).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  await screenshot(page, testInfo, 'draft-offered-after-reload');
  await offer.getByRole('button', { name: '恢复草稿' }).click();
  await expect(field(page, 'title')).toHaveValue(`${title} 未保存`);

  await page.getByRole('button', { name: '保存并继续编辑' }).click();
  await expect(toast(page, '已保存')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/adm/news/${news.id}$`));
  expect(await stored(call, news.id)).toMatchObject({ title: `${title} 未保存`, version: 2 });
  // Saved: nothing is offered any more.
  await page.reload();
  await expect(field(page, 'title')).toHaveValue(`${title} 未保存`, { timeout: FIRST_SCREEN_TIMEOUT });
  await expect(page.getByRole('alert').filter({ hasText: '未保存的修改' })).toHaveCount(0);
});

test('a session revoked from elsewhere: 保存 explains, and after signing in the draft is offered and saved', async ({
  page,
  adminCall: call,
  isMobile,
}, testInfo) => {
  const title = `E2E 会话 ${testInfo.project.name} ${Date.now()}`;
  const news = await call<News>(AdminCall.SAVE_NEWS, { title, content: '<p>正文</p>' });
  await signInAsAdmin(page, isMobile);
  await openEdit(page, news.id, title);
  await field(page, 'title').fill(`${title} 写了很久`);

  // Every other session of the admin (the browser's among them) is signed out from "another device".
  const sessions = await call<Array<{ id: number; current: boolean }>>(AdminCall.GET_SESSION_LIST);
  for (const session of sessions.filter((one) => !one.current))
    await call(AdminCall.REVOKE_SESSION, { id: session.id });

  // Leaving the form for the sign-in page asks as any leaving with unsaved changes does; the draft is kept either way.
  page.on('dialog', (dialog) => void dialog.accept());
  await saveButton(page).click();
  await expect(page).toHaveURL(/\/adm\/login/);
  await expect(page.getByRole('alert')).toContainText(/登录已失效.*未保存的修改已保存在本机/);
  await screenshot(page, testInfo, 'session-ended-explained');

  await signIn(page, admin.username, admin.password);
  // Signed in again, the back office returns to the form it left.
  await expect(page).toHaveURL(new RegExp(`/adm/news/${news.id}$`), { timeout: FIRST_SCREEN_TIMEOUT });
  const offer = page.getByRole('alert').filter({ hasText: '你的登录已失效' });
  await expect(offer).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  await screenshot(page, testInfo, 'draft-offered-after-sign-in');
  await offer.getByRole('button', { name: '恢复草稿' }).click();
  await expect(field(page, 'title')).toHaveValue(`${title} 写了很久`);
  await saveButton(page).click();
  await expect(page).toHaveURL(/\/adm\/news$/);
  expect(await stored(call, news.id)).toMatchObject({ title: `${title} 写了很久` });
});
