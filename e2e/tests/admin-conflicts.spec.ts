import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ADMIN_PREFIX, AdminCall, type Envelope, type News } from '@site/contract';
import { FIRST_SCREEN_TIMEOUT, field, screenshot, signInAsAdmin } from '../support/admin-pages';
import { adminApi } from '../support/api';
import { admin } from '../support/env';

// Issue 21, item 2 and issue 33, item 3: someone saves the item while it is open here; this save is refused and the
// dialog sets this form against their save field by field, or reloads; leaving the form with unsaved changes asks
// first. One flow per width.
test.setTimeout(120_000);

type Call = Awaited<ReturnType<typeof adminApi>>;

/** The news item as stored now. */
async function stored(call: Call, id: number): Promise<News> {
  return (await call<{ list: News[] }>(AdminCall.GET_NEWS_LIST, { ids: [id] })).list[0];
}

/** Opens the edit screen of `id` and waits for its title. */
async function openEdit(page: Page, id: number, title: string) {
  await page.goto(`/adm/news/${id}`);
  await expect(field(page, 'title')).toHaveValue(title, { timeout: FIRST_SCREEN_TIMEOUT });
}

test('a save based on an older version is resolved field by field; reload and leaving unsaved ask', async ({
  page,
  adminCall: call,
  isMobile,
}, testInfo) => {
  const base = `E2E 冲突 ${testInfo.project.name} ${Date.now()}`;
  const news = await call<News>(AdminCall.SAVE_NEWS, { title: base, summary: '冲突', content: '<p>正文</p>' });

  await signInAsAdmin(page, isMobile);

  // Nothing edited, nothing asked: the editor's rewrite of a formula it was given is no change of the admin's.
  const rich = await call<News>(AdminCall.SAVE_NEWS, {
    title: `${base} 公式`,
    content: '<p>公式 <span class="ql-formula" data-value="e=mc^2"></span></p>',
  });
  await openEdit(page, rich.id, `${base} 公式`);
  await expect(page.locator('.ql-editor .katex')).toBeVisible();
  await page.getByRole('link', { name: '列表' }).click();
  await expect(page).toHaveURL(/\/adm\/news$/);

  // Field by field: the other admin changed the title, the summary and the author, this form the title and the
  // author. Each differing field is shown both ways; this form's title is kept, their summary is proposed (only they
  // changed it), and for the author the editor takes theirs.
  await openEdit(page, news.id, base);
  await call(AdminCall.SAVE_NEWS, { id: news.id, title: `${base} 别人`, summary: '别人的摘要', author: '别人' });
  await field(page, 'title').fill(`${base} 我的`);
  await field(page, 'author').fill('我');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '内容已被他人修改' });
  await expect(dialog).toContainText(admin.username);
  const choice = (label: string) => dialog.getByRole('radiogroup', { name: label, exact: true });
  const mine = { name: '我的修改（未保存）' };
  const theirs = { name: /保存的$/ };
  await expect(choice('标题').getByRole('radio', mine)).toBeChecked();
  await expect(choice('标题')).toContainText(`${base} 别人`);
  await expect(choice('摘要').getByRole('radio', theirs)).toBeChecked();
  await expect(choice('作者').getByRole('radio', mine)).toBeChecked();
  await choice('作者').getByRole('radio', theirs).check();
  await expect(choice('正文')).toHaveCount(0);
  await screenshot(page, testInfo, 'version-conflict-field-by-field');
  await dialog.getByRole('button', { name: '按所选保存' }).click();
  await expect(page).toHaveURL(/\/adm\/news$/);
  expect(await stored(call, news.id)).toMatchObject({
    title: `${base} 我的`,
    summary: '别人的摘要',
    author: '别人',
    version: 3,
  });

  // Reload: the form shows the other save, and nothing of this one is stored.
  await openEdit(page, news.id, `${base} 我的`);
  await call(AdminCall.SAVE_NEWS, { id: news.id, title: `${base} 别人又改` });
  await field(page, 'title').fill(`${base} 放弃的`);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await dialog.getByRole('button', { name: '放弃我的修改并重新加载' }).click();
  await expect(field(page, 'title')).toHaveValue(`${base} 别人又改`);
  expect(await stored(call, news.id)).toMatchObject({ title: `${base} 别人又改`, version: 4 });

  // Cancel keeps the form as typed; leaving with unsaved changes asks, and staying keeps them. The question is
  // answered as it comes: a confirm() holds the page, and with it the click that caused it.
  await call(AdminCall.SAVE_NEWS, { id: news.id, title: `${base} 第三次` });
  await field(page, 'title').fill(`${base} 再试`);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: '列表' }).click();
  await expect.poll(() => asked).toEqual([expect.stringContaining('有修改尚未保存')]);
  await expect(page).toHaveURL(new RegExp(`/adm/news/${news.id}$`));
  await expect(field(page, 'title')).toHaveValue(`${base} 再试`);
});

// Issue 38: the other save is sent through the API at the moment this screen's save leaves, from the same version.
// Whichever wins, the screen ends saved: when the other one won, this form's title (changed here, so proposed) saved on
// the version the 409 names is stored.
test('an overwrite after a conflict with a save made at the same moment ends saved', async ({
  page,
  adminCall: call,
  playwright,
  baseURL,
  isMobile,
}, testInfo) => {
  const base = `E2E 同时保存 ${testInfo.project.name} ${Date.now()}`;
  const news = await call<News>(AdminCall.SAVE_NEWS, { title: base, summary: '同时', content: '<p>正文</p>' });
  await signInAsAdmin(page, isMobile);
  await openEdit(page, news.id, base);
  // The other save's own client, signed in just now: a connection left idle while the page loaded may be one the
  // server is closing (its keep-alive timeout) just as the save goes out on it.
  const otherClient = await playwright.request.newContext({ baseURL });
  const otherCall = await adminApi(otherClient);

  let otherSaved: (answer: Envelope<News>) => void = () => undefined;
  const other = new Promise<Envelope<News>>((resolve) => (otherSaved = resolve));
  await page.route(
    `**${ADMIN_PREFIX}/${AdminCall.SAVE_NEWS}`,
    async (route) => {
      const sent = otherCall.envelope<News>(AdminCall.SAVE_NEWS, {
        id: news.id,
        title: `${base} 别人`,
        version: news.version,
      });
      await route.continue();
      otherSaved(await sent);
    },
    { times: 1 },
  );
  await field(page, 'title').fill(`${base} 我的`);
  await page.getByRole('button', { name: '保存', exact: true }).click();

  const { code } = await other;
  if (code === 0) {
    const dialog = page.getByRole('dialog', { name: '内容已被他人修改' });
    await expect(dialog).toContainText(admin.username);
    await dialog.getByRole('button', { name: '按所选保存' }).click();
  } else {
    expect(code).toBe(409);
  }
  await expect(page).toHaveURL(/\/adm\/news$/);
  const saves = code === 0 ? 2 : 1;
  expect(await stored(otherCall, news.id)).toMatchObject({ title: `${base} 我的`, version: news.version + saves });
  await otherClient.dispose();
});
