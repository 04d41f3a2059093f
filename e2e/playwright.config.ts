import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { freePort } from './support/free-port';

// Playwright loads this file again in every worker: the runner's choices travel to them through the environment.
process.env.E2E_PORT ||= String(await freePort());
process.env.E2E_DATA_DIR ||= mkdtempSync(join(tmpdir(), 'corp-site-e2e-'));
process.env.E2E_ADMIN_USERNAME ||= 'e2e_admin';
process.env.E2E_ADMIN_PASSWORD ||= 'e2e-Passw0rd!';
// Not the development secret: the front ends must take the secret from the server at run time (issue #6).
process.env.API_TOKEN_SECRET ||= `e2e-runtime-secret-${process.pid}`;

const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR;
const baseURL = `http://127.0.0.1:${port}`;
const TIME_ZONE_SPEC = /timezone\.spec\.ts/;

export default defineConfig({
  testDir: './tests',
  // One server and one database shared by every test: run them one at a time, in file order.
  workers: 1,
  fullyParallel: false,
  // A focused test fails the run, on a laptop as in CI.
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] },
  },
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    { name: 'desktop', dependencies: ['setup'], testIgnore: TIME_ZONE_SPEC, use: devices['Desktop Chrome'] },
    { name: 'phone', dependencies: ['setup'], testIgnore: TIME_ZONE_SPEC, use: devices['Pixel 7'] },
    // An editor and a visitor in China while the server keeps its own clock (UTC on CI).
    {
      name: 'shanghai',
      dependencies: ['setup'],
      testMatch: TIME_ZONE_SPEC,
      use: { ...devices['Desktop Chrome'], timezoneId: 'Asia/Shanghai' },
    },
  ],
  webServer: {
    // The built all-in-one server (`npm run build` first; Nx's e2e target builds it), on a fresh SQLite file, or on
    // E2E_DATABASE_URL (a fresh, empty MySQL/MariaDB database) to see the back office race saves there (issue 38).
    command: 'node ../backend/dist/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATABASE_URL: process.env.E2E_DATABASE_URL || `sqlite:${join(dataDir, 'site.db')}`,
      UPLOAD_DIR: join(dataDir, 'uploads'),
      SEED_DEMO: 'false',
      ADMIN_USERNAME: process.env.E2E_ADMIN_USERNAME,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      API_TOKEN_SECRET: process.env.API_TOKEN_SECRET,
      // Every request comes from one address and browser: each view and download counts (the API suites test the
      // window, test/counted-readers.e2e-spec.ts).
      VIEW_DEDUP_MINUTES: '0',
      // The webhook test's receiver listens on this machine (127.0.0.1), which the server refuses by default.
      WEBHOOK_ALLOW_PRIVATE: 'true',
    },
  },
});
