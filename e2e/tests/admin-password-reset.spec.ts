import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { AdminCall } from '@site/contract';
import { field, FIRST_SCREEN_TIMEOUT, screenshot, signIn } from '../support/admin-pages';
import { adminApi } from '../support/api';
import { atVisitorSize, expect, test } from '../support/fixtures';

/** The server's admin command, on the database the browser tests' server uses (playwright.config.ts). */
const ADMIN_CLI = join(import.meta.dirname, '..', '..', 'backend', 'dist', 'cli', 'admin.js');
const DATABASE_URL = process.env.E2E_DATABASE_URL || `sqlite:${join(process.env.E2E_DATA_DIR ?? '', 'site.db')}`;

test.beforeEach(({ page, isMobile }) => atVisitorSize(page, isMobile));

// Issue 34, item 7: `npm run admin -- reset-password` gives a one-time password, changed at the next sign-in.
test('a password reset on the server signs in once, to the password change, and nowhere else until it is changed', async ({
  page,
  request,
}, testInfo) => {
  const call = await adminApi(request);
  const editor = { username: `reset_${testInfo.project.name}_${Date.now() % 1e6}`, password: 'Editor-pass-1' };
  await call(AdminCall.SAVE_ADMIN, { ...editor, role: 'editor', status: 1 });
  const { stdout } = await promisify(execFile)(process.execPath, [ADMIN_CLI, 'reset-password', editor.username], {
    env: { ...process.env, DATABASE_URL, UPLOAD_DIR: join(process.env.E2E_DATA_DIR ?? '', 'uploads') },
  });
  const oneTime = /新密码（仅显示这一次）：(\S+)/.exec(stdout)?.[1] ?? '';
  expect(oneTime, stdout).not.toBe('');

  await page.goto('/adm/login');
  await signIn(page, editor.username, oneTime);
  await expect(page).toHaveURL(/\/adm\/password$/, { timeout: FIRST_SCREEN_TIMEOUT });
  await expect(page.getByText('你的密码已由管理员在服务器上重置')).toBeVisible();
  await screenshot(page, testInfo, 'password-reset-landing');
  // Any other screen leads back here: its calls answer 403 PASSWORD_CHANGE_REQUIRED.
  await page.goto('/adm/news');
  await expect(page).toHaveURL(/\/adm\/password$/, { timeout: FIRST_SCREEN_TIMEOUT });

  await field(page, 'old_password').fill(oneTime);
  await field(page, 'new_password').fill('My-own-pass-2026');
  await field(page, 'confirm').fill('My-own-pass-2026');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(/欢迎回来/)).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  await page.goto('/adm/news');
  await expect(page).toHaveURL(/\/adm\/news$/);
  await expect(page.getByRole('heading', { name: '新闻' }).first()).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
});
