import { expect, test, type Browser, type Page } from '@playwright/test';
import { AdminCall } from '@site/contract';
import { generate } from 'otplib';
import { adminApi } from '../support/api';
import { screenshot, signIn, signOut, toast, userMenu } from '../support/admin-pages';

/** The code an authenticator app shows `seconds` from now: 30 s on is the next step, accepted (one step of slack). */
const totpCode = (secret: string, seconds = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + seconds });

/** A fresh editor per run and project, so enrolling never touches the shared test admin. */
async function newEditor(request: Parameters<typeof adminApi>[0], project: string) {
  const call = await adminApi(request);
  const account = { username: `tfa_${project}_${Date.now() % 1e8}`, password: 'Tfa-pass-2026', role: 'editor' };
  await call(AdminCall.SAVE_ADMIN, account);
  return account;
}

async function signedInContext(browser: Browser, username: string, password: string, recoveryCode: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/adm/login');
  await signIn(page, username, password);
  await page.getByRole('button', { name: '改用恢复码' }).click();
  await page.locator('input[name="code"]').fill(recoveryCode);
  await page.getByRole('button', { name: '验证', exact: true }).click();
  await signedIn(page);
  return { context, page };
}

/** Signed in: the dashboard greets (the machine may be busy: the shell loads lazily). */
const signedIn = (page: Page) => expect(page.getByText('欢迎回来')).toBeVisible({ timeout: 20_000 });

async function codeStep(page: Page, code: string) {
  await expect(page.getByText('请输入身份验证器 App 上的验证码')).toBeVisible();
  await page.locator('input[name="code"]').fill(code);
  await page.getByRole('button', { name: '验证', exact: true }).click();
}

test('an editor enrols TOTP, signs in with a code and with a recovery code, and signs another browser out', async ({
  page,
  browser,
  request,
  isMobile,
}, testInfo) => {
  // Four sign-ins, two browsers and four screenshots.
  test.setTimeout(180_000);
  const editor = await newEditor(request, testInfo.project.name);
  await page.goto('/adm/login');
  await signIn(page, editor.username, editor.password);
  await signedIn(page);
  if (isMobile) {
    // On a phone the menu is a drawer; the security screens are under the user menu in the app bar either way.
    await page.getByRole('button', { name: '打开菜单' }).click();
    await expect(page.getByRole('menuitem', { name: '新闻' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: '新闻' })).toBeHidden();
  }

  // Enrolment: the QR code and key, a code computed here, the ten recovery codes shown once.
  await userMenu(page, '两步验证');
  await page.getByRole('button', { name: '启用两步验证' }).click();
  await expect(page.getByAltText('otpauth QR')).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await screenshot(page, testInfo, 'two-factor-enrol');
  await page.locator('input[name="code"]').fill(await totpCode(secret));
  await page.getByRole('button', { name: '确认启用' }).click();
  // allTextContents() does not wait: the codes arrive with the enable call's answer.
  const shownCodes = page.getByTestId('recovery-codes').locator('li');
  await expect(shownCodes).toHaveCount(10);
  const codes = await shownCodes.allTextContents();
  await screenshot(page, testInfo, 'two-factor-recovery-codes');
  await page.getByRole('button', { name: '我已保存恢复码' }).click();
  await expect(page.getByTestId('totp-status')).toHaveText('两步验证已启用');

  // The password alone no longer signs in: the code step follows (the enrolment's step is spent, so the next one).
  await signOut(page);
  await signIn(page, editor.username, editor.password);
  await screenshot(page, testInfo, 'two-factor-code-step');
  await codeStep(page, await totpCode(secret, 30));
  await signedIn(page);

  // A recovery code in place of the app's code, once.
  await signOut(page);
  await signIn(page, editor.username, editor.password);
  await page.getByRole('button', { name: '改用恢复码' }).click();
  await page.locator('input[name="code"]').fill(codes[0]);
  await page.getByRole('button', { name: '验证', exact: true }).click();
  await signedIn(page);

  // Another browser signs in; this one sees it in 登录设备 and signs it out.
  const other = await signedInContext(browser, editor.username, editor.password, codes[1]);
  try {
    await userMenu(page, '登录设备');
    const sessions = page.getByTestId('session');
    await expect(sessions).toHaveCount(2);
    await expect(sessions.filter({ hasText: '当前设备' })).toHaveCount(1);
    await screenshot(page, testInfo, 'sessions');
    await sessions.filter({ hasNotText: '当前设备' }).getByRole('button', { name: '退出此设备' }).click();
    await expect(toast(page, '已退出该设备的登录')).toBeVisible();
    await expect(sessions).toHaveCount(1);

    await other.page.goto('/adm/news');
    await expect(other.page).toHaveURL(/\/adm\/login$/, { timeout: 20_000 });
  } finally {
    await other.context.close();
  }
});
