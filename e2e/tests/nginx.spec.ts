import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { AdminCall, DEV_API_TOKEN_SECRET, Header, hourlyToken } from '@site/contract';
import { admin } from '../support/env';

/**
 * docker/nginx.conf in front of the running server, with Debian's nginx: the same file the compose stack
 * mounts, with only the upstream address, the port and the pid file changed for this machine.
 */
const NGINX = '/usr/sbin/nginx';
const CONFIG = join(import.meta.dirname, '..', '..', 'docker', 'nginx.conf');

test.describe('docker/nginx.conf in front of the server', () => {
  test.skip(!existsSync(NGINX) && !process.env.CI, 'nginx is not installed (apt-get install nginx); CI requires it');

  let nginx: ChildProcess;
  let dir: string;
  let proxied: string;

  test.beforeAll(async ({ baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the proxy is checked once, on the desktop project');
    dir = mkdtempSync(join(tmpdir(), 'corp-site-nginx-'));
    const port = 20000 + Math.floor(Math.random() * 20000);
    const upstream = new URL(baseURL as string).host;
    const config = readFileSync(CONFIG, 'utf8')
      .replace('server app:3000;', `server ${upstream};`)
      .replace('listen 80;', `listen 127.0.0.1:${port};`)
      .replace('pid /tmp/nginx.pid;', `pid ${join(dir, 'nginx.pid')};`);
    writeFileSync(join(dir, 'nginx.conf'), config);
    // The config logs to /dev/stdout and /dev/stderr (container style), which nginx cannot reopen when they
    // are Node's socket pipes: give it a plain file.
    const log = openSync(join(dir, 'nginx.log'), 'w');
    const stdio = ['ignore', log, log] as const;
    const check = spawnSync(NGINX, ['-t', '-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: [...stdio] });
    expect(check.status, readFileSync(join(dir, 'nginx.log'), 'utf8')).toBe(0);
    nginx = spawn(NGINX, ['-c', join(dir, 'nginx.conf'), '-p', dir, '-g', 'daemon off;'], { stdio: [...stdio] });
    proxied = `http://127.0.0.1:${port}`;
    await expect
      .poll(() =>
        fetch(`${proxied}/api/health`).then(
          (res) => res.status,
          () => 0,
        ),
      )
      .toBe(200);
  });

  test.afterAll(() => {
    nginx?.kill('SIGQUIT');
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('passes the access_token header through (underscores_in_headers)', async () => {
    const login = await fetch(`${proxied}/api/adm/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [Header.HOURLY_TOKEN]: hourlyToken(process.env.API_TOKEN_SECRET || DEV_API_TOKEN_SECRET),
      },
      body: JSON.stringify(admin),
    }).then((res) => res.json());
    expect(login.code).toBe(0);
    const info = await fetch(`${proxied}/api/adm/${AdminCall.GET_ADM_INFO}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [Header.ACCESS_TOKEN]: login.data.access_token },
      body: '{}',
    }).then((res) => res.json());
    expect(info).toMatchObject({ code: 0, data: { username: admin.username } });
  });

  test('serves the public site and the back office through the proxy', async () => {
    const home = await fetch(`${proxied}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html lang="zh-CN"');
    expect((await fetch(`${proxied}/adm/`)).status).toBe(200);
  });

  test('answers a flood from one address with 429 (limit_req), bounded to 200 requests', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 200 }, () => fetch(`${proxied}/api/health`).then((res) => res.status)),
    );
    expect(statuses).toContain(200);
    expect(statuses).toContain(429);
  });
});
