import { expect, type Page, type TestInfo } from '@playwright/test';
import { admin } from './env';

/**
 * How long the first screen after sign-in may take: the login page carries none of react-admin, which is fetched and
 * started then (seconds on a machine busy with other builds, more than expect's default 5 s).
 */
export const FIRST_SCREEN_TIMEOUT = 15_000;

/**
 * How long a language switch may take: react-admin re-mounts the whole app on a locale change (I18nContextProvider's
 * key), every screen, menu and query hook at once; measured at 2.7 s on an idle tab of a machine busy with other
 * builds and 4–10 s with the CPU slowed 3× — CPU only, no request waits (the languages are fetched beforehand).
 */
export const LANGUAGE_SWITCH_TIMEOUT = FIRST_SCREEN_TIMEOUT;

/** Fills the /adm/login form and signs in. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/**
 * Signs the test admin in and waits for the dashboard; on a phone, goes on to the news list through the menu drawer,
 * as a person would there (the menu is hidden behind 打开菜单).
 */
export async function signInAsAdmin(page: Page, isMobile: boolean): Promise<void> {
  await page.goto('/adm/login');
  await signIn(page, admin.username, admin.password);
  await expect(page.getByText(/欢迎回来/)).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  if (!isMobile) return;
  await page.getByRole('button', { name: '打开菜单' }).click();
  await page.getByRole('menuitem', { name: '新闻' }).click();
  await expect(page).toHaveURL(/\/adm\/news$/);
}

/** Opens the user menu in the app bar and picks an entry (e.g. 修改密码, 退出登录). */
export async function userMenu(page: Page, entry: string): Promise<void> {
  await page
    .getByRole('button', { name: /个人|超级管理员|编辑|e2e/ })
    .last()
    .click();
  await page.getByRole('menuitem', { name: entry }).click();
}

export async function signOut(page: Page): Promise<void> {
  await userMenu(page, '退出登录');
  await expect(page).toHaveURL(/\/adm\/login$/);
}

/** A toast (notistack) with this text. */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.notistack-SnackbarContainer').getByText(text);

/** Saves a screenshot of the whole page as a test artefact (under e2e/test-results, git-ignored). */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const path = testInfo.outputPath(`${testInfo.project.name}-${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** The first table row (desktop) or list card (phone) holding `text`. */
export const rowWith = (page: Page, text: string) => page.locator('tr, li').filter({ hasText: text }).first();

/** A form input by its field name (labels can repeat, e.g. the editor's "标题" heading picker). */
export const field = (page: Page, name: string) =>
  page.locator(`input[name="${name}"], textarea[name="${name}"]`).first();
