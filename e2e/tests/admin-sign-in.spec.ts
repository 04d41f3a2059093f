import { expect, test } from '@playwright/test';
import { ADMIN_PREFIX, AdminCall, DEV_API_TOKEN_SECRET, readRuntimeSettings } from '@site/contract';
import { signIn, signOut } from '../support/admin-pages';
import { admin } from '../support/env';

test.describe('back office sign-in', () => {
  test('the page carries the running server’s token secret, not a built-in one', async ({ page }) => {
    await page.goto('/adm/login');
    const content = await page.locator('meta[name="site-runtime-settings"]').getAttribute('content');
    const settings = readRuntimeSettings({ querySelector: () => ({ getAttribute: () => content }) as never });
    expect(settings.tokenSecret).toBe(process.env.API_TOKEN_SECRET);
    expect(settings.tokenSecret).not.toBe(DEV_API_TOKEN_SECRET);
  });

  test('the login page loads none of the editor, KaTeX or highlight.js', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/adm/login');
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /quill|katex|highlight/i.test(url))).toEqual([]);
  });

  test('a signed-out visitor lands on the login page and returns to the page asked for', async ({ page }) => {
    await page.goto('/adm/news');
    await expect(page).toHaveURL(/\/adm\/login$/);

    await signIn(page, admin.username, admin.password);

    await expect(page).toHaveURL(/\/adm\/news$/);
    await expect(page.locator('#react-admin-title')).toHaveText('新闻');

    // Still signed in after a reload: the access token is stored.
    await page.reload();
    await expect(page).toHaveURL(/\/adm\/news$/);

    await signOut(page);
    await page.goto('/adm/news');
    await expect(page).toHaveURL(/\/adm\/login$/);
  });

  test('the language switcher changes the interface from Chinese to Swedish and Polish', async ({ page }) => {
    await page.goto('/adm/login');
    await signIn(page, admin.username, admin.password);
    await expect(page.getByText('欢迎回来')).toBeVisible();
    await page.getByRole('button', { name: '简体中文' }).click();
    await page.getByRole('menuitem', { name: 'Svenska' }).click();
    await expect(page.getByText('Välkommen tillbaka')).toBeVisible();
    await page.getByRole('button', { name: 'Svenska' }).click();
    await page.getByRole('menuitem', { name: 'Polski' }).click();
    await expect(page.getByText('Witaj ponownie')).toBeVisible();
  });

  test('a wrong password shows the message the server sent', async ({ page }) => {
    await page.goto('/adm/login');
    const answer = page.waitForResponse(`**${ADMIN_PREFIX}/${AdminCall.LOGIN}`);
    await signIn(page, admin.username, `${admin.password}-wrong`);
    expect((await answer).status()).toBe(401);

    // The server's msg (auth.service.ts WRONG_CREDENTIALS), as an assertive error toast.
    await expect(page.getByRole('alert').filter({ hasText: '用户名或密码错误' })).toBeVisible();
    await expect(page).toHaveURL(/\/adm\/login$/);
  });
});
