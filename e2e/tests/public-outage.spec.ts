import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { PrivateMariadb } from '../../backend/test/support/private-mariadb';
import { freePort } from '../support/free-port';

/**
 * An API that is down gives a 503 page, never a blank one (issue #7). The public site's loaders reach the API of
 * their own process over loopback, so the API cannot be unplugged from the outside without stopping the site
 * too; what does take it down for real is its database. So a second built server runs here on a private
 * MariaDB, and the test stops that MariaDB under the running server: every API call then fails, and the pages
 * must still answer: a page rendered before, from the page cache, marked stale (issue #18); any other with the status
 * and the Chinese 503 page.
 */
// The backend suites' private server (its own data folder, port and socket, --no-defaults; never the shared one).
// Required rather than imported: the backend's files are CommonJS, whose exports ESM cannot name.
const { MARIADBD, startPrivateMariadb } = createRequire(import.meta.url)(
  '../../backend/test/support/private-mariadb',
) as typeof import('../../backend/test/support/private-mariadb');
const MAIN = join(import.meta.dirname, '..', '..', 'backend', 'dist', 'main.js');

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.status,
    () => 0,
  );

test.describe('public site: the API down', () => {
  test.skip(!MARIADBD && !process.env.CI, 'MariaDB is not installed (apt-get install mariadb-server)');

  let dir: string;
  let mariadb: PrivateMariadb | undefined;
  let server: ChildProcess | undefined;
  let site: string;

  test.beforeAll(async ({ baseURL: _sharedServer }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one outage, on the desktop project');
    test.setTimeout(120_000);
    dir = mkdtempSync(join(tmpdir(), 'corp-site-outage-'));
    mariadb = await startPrivateMariadb([]);
    const databaseUrl = await mariadb.createDatabase('site');

    const port = await freePort();
    mkdirSync(join(dir, 'uploads'));
    const serverLog = openSync(join(dir, 'server.log'), 'w');
    server = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        SITE_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: databaseUrl,
        UPLOAD_DIR: join(dir, 'uploads'),
        SEED_DEMO: 'false',
        ADMIN_USERNAME: 'outage_admin',
        ADMIN_PASSWORD: 'outage-Passw0rd!',
      },
      stdio: ['ignore', serverLog, serverLog],
    });
    site = `http://127.0.0.1:${port}`;
    for (let waited = 0; (await answers(`${site}/api/health`)) !== 200; waited += 250) {
      if (server.exitCode !== null || waited > 60_000) {
        throw new Error(`the server on the private MariaDB did not come up:\n${readFileSync(join(dir, 'server.log'))}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  test.afterAll(async () => {
    // mariadbd and the server's graceful shutdown each take a few seconds.
    test.setTimeout(60_000);
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await exited(server);
    }
    await mariadb?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('once the database is gone, a page rendered before is served stale and any other answers the Chinese 503 page', async ({
    page,
  }, testInfo) => {
    // Up: the news list of this server renders (empty database, no news yet), and is kept in the page cache.
    const up = await page.goto(`${site}/news`);
    expect(up?.status()).toBe(200);
    expect(up?.headers()['x-content-stale']).toBeUndefined();
    await expect(page.getByRole('heading', { level: 1, name: '新闻动态' })).toBeVisible();

    await mariadb?.stop();
    expect(await answers(`${site}/api/health`)).toBe(503);

    // The page rendered before: the same page, marked stale, not to be kept by the browser.
    const stale = await page.goto(`${site}/news`);
    expect(stale?.status()).toBe(200);
    expect(stale?.headers()['x-content-stale']).toBe('1');
    expect(stale?.headers()['cache-control']).toBe('no-store');
    await expect(page.getByRole('heading', { level: 1, name: '新闻动态' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('api-down-stale.png'), fullPage: true });

    // Pages never rendered: nothing to serve but the 503 page.
    for (const path of ['/', '/service']) {
      const down = await page.goto(`${site}${path}`);
      expect(down?.status(), path).toBe(503);
      expect(down?.headers()['x-content-stale'], path).toBeUndefined();
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await expect(page).toHaveTitle('Service Unavailable');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('服务暂不可用');
      await expect(page.getByText('网站正在维护或暂时无法访问数据，请稍后刷新重试。')).toBeVisible();
      await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
    }
    // The site's frame stays (header and navigation, with the default site name) after hydration.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('服务暂不可用');
    await page.screenshot({ path: testInfo.outputPath('api-down-503.png'), fullPage: true });

    // A link followed in the browser fetches the page's data, which fails too: the same page, not a blank one.
    await page.getByRole('link', { name: '关于我们' }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('服务暂不可用');
  });
});
