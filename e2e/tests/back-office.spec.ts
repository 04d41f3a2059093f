import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PREFIX, AdminCall } from '@site/contract';
import { admin } from '../support/env';

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

test.describe('back office', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/adm/');
    await expect(page).toHaveURL(/\/adm\/login$/);
  });

  test('signs in with the admin credentials, shows the admin, and signs out', async ({ page }) => {
    await signIn(page, admin.username, admin.password);

    await expect(page.getByRole('heading', { name: /^欢迎，/ })).toBeVisible();
    await expect(page.getByTestId('admin-username')).toHaveText(admin.username);
    await expect(page).toHaveURL(/\/adm\/$/);

    // Still signed in after a reload: the access token is stored.
    await page.reload();
    await expect(page.getByTestId('admin-username')).toHaveText(admin.username);

    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    await expect(page).toHaveURL(/\/adm\/login$/);
  });

  test('a wrong password shows the message the server sent', async ({ page }) => {
    const answer = page.waitForResponse(`**${ADMIN_PREFIX}/${AdminCall.LOGIN}`);
    await signIn(page, admin.username, `${admin.password}-wrong`);
    const envelope = (await (await answer).json()) as { code: number; msg: string };

    expect(envelope.code).not.toBe(0);
    expect(envelope.msg).not.toBe('');
    await expect(page.getByRole('alert')).toHaveText(envelope.msg);
    await expect(page.getByTestId('admin-username')).toHaveCount(0);
  });
});
