import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * An API that is down gives a 503 page, never a blank one (issue #7). The public site's loaders reach the API of
 * their own process over loopback, so the API cannot be unplugged from the outside without stopping the site
 * too; what does take it down for real is its database. So a second built server runs here on a private
 * MariaDB — its own data folder, port and socket, started with --no-defaults (never the machine's shared
 * server) — and the test stops that MariaDB under the running server: every API call then fails, and the
 * pages must still answer, with the status and the Chinese page.
 */
const MARIADBD = '/usr/sbin/mariadbd';
const MAIN = join(import.meta.dirname, '..', '..', 'backend', 'dist', 'main.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.status,
    () => 0,
  );

test.describe('public site: the API down', () => {
  test.skip(!existsSync(MARIADBD) && !process.env.CI, 'MariaDB is not installed (apt-get install mariadb-server)');

  let dir: string;
  let mariadb: ChildProcess | undefined;
  let server: ChildProcess | undefined;
  let site: string;

  test.beforeAll(async ({ baseURL: _sharedServer }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one outage, on the desktop project');
    test.setTimeout(120_000);
    dir = mkdtempSync(join(tmpdir(), 'corp-site-outage-'));
    const log = openSync(join(dir, 'mariadb.log'), 'w');
    const logged = () => readFileSync(join(dir, 'mariadb.log'), 'utf8');
    const data = join(dir, 'data');
    // --user=root: the test may run as root, which mariadbd otherwise refuses. A password-less root over TCP
    // (normal authentication rather than the unix socket's), reachable only on this loopback port.
    const install = spawnSync(
      'mariadb-install-db',
      [
        '--no-defaults',
        `--datadir=${data}`,
        '--user=root',
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
        '--skip-name-resolve',
      ],
      { stdio: ['ignore', log, log] },
    );
    expect(install.status, logged()).toBe(0);
    const dbPort = await freePort();
    mariadb = spawn(
      MARIADBD,
      [
        '--no-defaults',
        `--datadir=${data}`,
        `--socket=${join(dir, 'mariadb.sock')}`,
        `--pid-file=${join(dir, 'mariadb.pid')}`,
        `--port=${dbPort}`,
        '--bind-address=127.0.0.1',
        '--user=root',
        '--skip-name-resolve',
        '--skip-log-bin',
        '--innodb-buffer-pool-size=32M',
      ],
      { stdio: ['ignore', log, log] },
    );
    const client = (sql: string) =>
      spawnSync('mariadb', ['--no-defaults', '-h', '127.0.0.1', '-P', String(dbPort), '-u', 'root', '-e', sql]);
    await expect.poll(() => client('SELECT 1').status, { message: 'private MariaDB ready', timeout: 30_000 }).toBe(0);
    const created = client('CREATE DATABASE site CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
    expect(created.status, `${created.stderr}\n${logged()}`).toBe(0);

    const port = await freePort();
    mkdirSync(join(dir, 'uploads'));
    const serverLog = openSync(join(dir, 'server.log'), 'w');
    server = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATABASE_URL: `mysql://root@127.0.0.1:${dbPort}/site`,
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
    for (const child of [server, mariadb]) {
      if (child && child.exitCode === null) {
        child.kill('SIGTERM');
        await exited(child);
      }
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('the pages answer 503 with the Chinese page once the database is gone, and stay readable', async ({
    page,
  }, testInfo) => {
    // Up: the news list of this server renders (empty database, no news yet).
    const up = await page.goto(`${site}/news`);
    expect(up?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: '新闻动态' })).toBeVisible();

    mariadb?.kill('SIGTERM');
    if (mariadb) await exited(mariadb);
    expect(await answers(`${site}/api/health`)).toBe(503);

    for (const path of ['/news', '/']) {
      const down = await page.goto(`${site}${path}`);
      expect(down?.status(), path).toBe(503);
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
