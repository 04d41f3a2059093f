import type { Page } from '@playwright/test';
import { SITE_TIME_ZONE, siteWallTime, type Envelope } from '@site/contract';
import { rowWith, signIn, toast } from '../support/admin-pages';
import { admin } from '../support/env';
import { expect, test } from '../support/fixtures';

/**
 * An editor and a visitor in China (the `shanghai` project: the browser's clock reads Asia/Shanghai, UTC+8, while
 * the server keeps its own). Every call the browser makes carries the hourly token it computes from its clock, and
 * every time it shows is China's wall time: a token or a date taken from the local hour would be eight hours off.
 * Run by the `shanghai` project only (playwright.config.ts).
 */
const ZONE = SITE_TIME_ZONE;

/** The wall time in China as `YYYY-MM-DDTHH:mm:ss` (what a datetime-local input holds). */
function chinaWallTime(at: Date): string {
  const wall = siteWallTime(at);
  if (!wall) throw new Error(`no time: ${String(at)}`);
  return `${wall.date}T${wall.time}`;
}

/** Every API call of the page, with what it answered: all must succeed (HTTP 2xx, envelope code 0). */
function apiCalls(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    const type = response.headers()['content-type'] ?? '';
    const body = type.includes('json') ? ((await response.json().catch(() => null)) as Envelope | null) : null;
    if (response.status() >= 400 || (body && body.code !== 0))
      failures.push(`${response.request().method()} ${url.pathname}: ${response.status()} ${body?.msg ?? ''}`);
  });
  return failures;
}

test('in Asia/Shanghai: sign in, schedule a news item, see it at its time, send a danmaku', async ({
  page,
  content,
}) => {
  test.setTimeout(240_000);
  const failures = apiCalls(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|Minified React error/i.test(message.text())) errors.push(message.text());
  });
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(ZONE);

  await page.goto('/adm/login');
  await signIn(page, admin.username, admin.password);
  await expect(page).toHaveURL(/\/adm\/?$/);

  // Published at the first whole minute at least 40 s away (the picker takes minutes), typed as the editor's
  // wall time in China.
  const title = `定时发布 ${Date.now()}`;
  const publishAt = new Date(Math.ceil((Date.now() + 40_000) / 60_000) * 60_000);
  const wallTime = chinaWallTime(publishAt);
  await page.goto('/adm/news/create');
  await page.locator('input[name="title"]').fill(title);
  await page.locator('textarea[name="summary"], input[name="summary"]').first().fill('时区测试的摘要');
  await page.locator('.ql-editor').click();
  await page.keyboard.type('时区测试的正文。');
  await page.locator('input[name="publish_time"]').fill(wallTime.slice(0, 16));
  const saved = page.waitForResponse((response) => response.url().includes('/save_news'));
  await page.getByRole('button', { name: '保存', exact: true }).click();
  const { data } = (await (await saved).json()) as Envelope<{ id: number; publish_time: string }>;
  // The instant stored is the one the editor meant.
  expect(new Date(data.publish_time).getTime()).toBe(publishAt.getTime());

  // The list shows China's wall time with the 定时发布 chip.
  await expect(page).toHaveURL(/\/adm\/news$/);
  const row = rowWith(page, title);
  // As the back office writes every time (frontend-admin/src/i18n/dateTime.ts, Chinese by default), at China's time.
  const shown = new Intl.DateTimeFormat('zh-CN', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(publishAt);
  await expect(row).toContainText(shown, { timeout: 15_000 });
  await expect(row).toContainText('定时发布');

  // Not on the site before its time.
  expect((await page.request.get(`/detail/${data.id}`)).status()).toBe(404);
  await page.goto('/news');
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);

  // At its time it appears, on the list and on its own page, dated in China.
  const waitMs = publishAt.getTime() - Date.now();
  if (waitMs > 0) await page.waitForTimeout(waitMs);
  await expect(async () => {
    await page.goto('/news');
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await page.goto(`/detail/${data.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('.article-header time, article time').first()).toHaveText(wallTime.slice(0, 10));

  // A danmaku, with the token the Shanghai browser computes.
  await page.goto(`/detail/${content.videoNewsId}`);
  await page.locator('.dplayer').hover();
  await page.locator('.dplayer-comment-icon').click();
  const sent = page.waitForResponse(
    (response) => response.url().includes('/api/danmaku/v3/') && response.request().method() === 'POST',
  );
  await page.locator('.dplayer-comment-input').fill(`上海时间 ${Date.now() % 100000}`);
  await page.locator('.dplayer-comment-input').press('Enter');
  expect(((await (await sent).json()) as Envelope).code).toBe(0);
  await expect(toast(page, '弹幕已发送')).toBeVisible();

  expect(failures).toEqual([]);
  expect(errors).toEqual([]);
});
