import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN_PREFIX, AdminCall, type Envelope } from '@site/contract';
import { FIRST_SCREEN_TIMEOUT, rowWith, screenshot, signIn, toast } from '../support/admin-pages';
import { admin } from '../support/env';

// The copy button writes to the clipboard; the test reads it back.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** adm/get_news_list as a script makes it: the key as a bearer token, nothing else. */
async function listNewsWith(request: APIRequestContext, key: string): Promise<Envelope> {
  const response = await request.post(`${ADMIN_PREFIX}/${AdminCall.GET_NEWS_LIST}`, {
    headers: { Authorization: `Bearer ${key}` },
    data: {},
  });
  return (await response.json()) as Envelope;
}

test('a super admin makes an API key under 管理员 → API 密钥, a script uses it, and revoking it stops it', async ({
  page,
  request,
  isMobile,
}, testInfo) => {
  test.setTimeout(90_000);
  const name = `e2e script ${testInfo.project.name} ${Date.now() % 1e8}`;
  await page.goto('/adm/login');
  await signIn(page, admin.username, admin.password);
  // On a phone the menu is a drawer, closed until its button opens it.
  if (isMobile) await page.getByRole('button', { name: '打开菜单' }).click({ timeout: FIRST_SCREEN_TIMEOUT });
  await page.getByRole('menuitem', { name: 'API 密钥' }).click({ timeout: FIRST_SCREEN_TIMEOUT });
  await expect(page).toHaveURL(/\/adm\/api_keys$/);

  await page.getByRole('button', { name: '新建密钥' }).click();
  await page.getByLabel(/名称/).fill(name);
  await page.getByRole('button', { name: '创建' }).click();
  await expect(page.getByText(/关闭后将无法再次查看/)).toBeVisible();
  const shown = await page.getByTestId('new-api-key').inputValue();
  expect(shown).toMatch(/^sitekey_/);
  await page.getByRole('button', { name: '复制' }).click();
  await expect(toast(page, '已复制到剪贴板')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shown);
  await screenshot(page, testInfo, 'api-key-shown-once');
  await page.getByRole('button', { name: '我已保存' }).click();
  await expect(page.getByTestId('new-api-key')).toHaveCount(0);

  // The key reads content (the default scope) from a script, and the list shows it used.
  expect(await listNewsWith(request, copied)).toMatchObject({ code: 0 });
  await page.reload();
  const row = rowWith(page, name);
  // The screen loads lazily again after the reload: seconds on a busy machine.
  await expect(row).toContainText(copied.slice(0, 14), { timeout: FIRST_SCREEN_TIMEOUT });
  await expect(row).toContainText('有效');

  await row.getByRole('button', { name: '撤销' }).click();
  await page.getByRole('button', { name: /确认|Confirm/ }).click();
  await expect(toast(page, '密钥已撤销')).toBeVisible();
  await expect(rowWith(page, name)).toContainText('已撤销');
  expect(await listNewsWith(request, copied)).toMatchObject({ code: 401, error: 'API_KEY_INVALID' });
});
