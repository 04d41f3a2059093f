import { expect, test, type Request } from '@playwright/test';
import { ADMIN_PREFIX, AdminCall, DEV_API_TOKEN_SECRET, readRuntimeSettings } from '@site/contract';
import { FIRST_SCREEN_TIMEOUT, LANGUAGE_SWITCH_TIMEOUT, screenshot, signIn, signOut } from '../support/admin-pages';
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

  test('the login page carries at most 250 KB of JavaScript on the wire, compressed', async ({ page }) => {
    const scripts: Request[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    await page.goto('/adm/login');
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const transfers = await Promise.all(
      scripts.map(async (request) => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        return {
          url: request.url(),
          encoding: response?.headers()['content-encoding'],
          bytes: sizes.responseHeadersSize + sizes.responseBodySize,
        };
      }),
    );
    expect(transfers.length).toBeGreaterThan(0);
    expect(transfers.filter(({ encoding }) => !/^(br|gzip)$/.test(encoding ?? ''))).toEqual([]);
    // Issue 22's budget: what a phone downloads before it can sign in (react-admin and MUI come after sign-in).
    const total = transfers.reduce((sum, { bytes }) => sum + bytes, 0);
    expect(total, transfers.map(({ url, bytes }) => `${url} ${bytes}`).join('\n')).toBeLessThanOrEqual(250 * 1024);
  });

  test('a signed-out visitor lands on the login page and returns to the page asked for', async ({ page }) => {
    await page.goto('/adm/news');
    await expect(page).toHaveURL(/\/adm\/login$/);

    await signIn(page, admin.username, admin.password);

    await expect(page).toHaveURL(/\/adm\/news$/);
    await expect(page.locator('#react-admin-title')).toHaveText('新闻', { timeout: FIRST_SCREEN_TIMEOUT });

    // Still signed in after a reload: the access token is stored.
    await page.reload();
    await expect(page).toHaveURL(/\/adm\/news$/);

    await signOut(page);
    await page.goto('/adm/news');
    await expect(page).toHaveURL(/\/adm\/login$/);
  });

  test('the language switcher changes the interface from Chinese to Swedish and Polish', async ({ page }) => {
    // Polish is not in the first bundle: the signed-in app fetches it while idle, so a switch never waits for it.
    const polishFetched = page.waitForResponse(/\/adm\/assets\/pl-[\w-]+\.js$/, { timeout: FIRST_SCREEN_TIMEOUT });
    await page.goto('/adm/login');
    await signIn(page, admin.username, admin.password);
    await expect(page.getByText('欢迎回来')).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
    expect((await polishFetched).ok()).toBe(true);
    await page.getByRole('button', { name: '简体中文' }).click();
    await page.getByRole('menuitem', { name: 'Svenska' }).click();
    await expect(page.getByText('Välkommen tillbaka')).toBeVisible({ timeout: LANGUAGE_SWITCH_TIMEOUT });
    await page.getByRole('button', { name: 'Svenska' }).click();
    await page.getByRole('menuitem', { name: 'Polski' }).click();
    await expect(page.getByText('Witaj ponownie')).toBeVisible({ timeout: LANGUAGE_SWITCH_TIMEOUT });
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

  test('the wrong-password toast goes away when the retry signs in', async ({ page, isMobile }, testInfo) => {
    await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1440, height: 900 });
    await page.goto('/adm/login');
    await signIn(page, admin.username, `${admin.password}-wrong`);
    const refusal = page.getByRole('alert').filter({ hasText: '用户名或密码错误' });
    await expect(refusal).toBeVisible();
    await signIn(page, admin.username, admin.password);
    await expect(page.getByText(/欢迎回来/)).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
    // Counted once, as the dashboard shows: waiting would only see the toast's own timer (6 s) hide it.
    expect(await refusal.count()).toBe(0);
    await screenshot(page, testInfo, 'dashboard-after-retry');
  });
});
