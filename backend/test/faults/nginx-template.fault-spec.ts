import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Header, hourlyToken } from '@site/contract';
import {
  composeEnvironment,
  deploymentToolsMissing,
  localNginxSettings,
  ownSiteSettings,
  startBuiltServer,
  startNginx,
  waitForHealth,
  type RunningProcess,
} from '../support/deployment';
import { freePort } from '../support/executables';
import { describeWhen } from './fault-support';

/**
 * docker/nginx/templates/default.conf.template, rendered with the settings docker/docker-compose.yml gives nginx
 * (only the upstream, the listen address and the cache folder changed for this machine), under Debian's nginx in
 * front of the built server, which has the compose file's TRUST_PROXY.
 */
const MIB = 1024 * 1024;
const SECRET = 'nginx-template-secret';
const METRICS_TOKEN = 'nginx-template-metrics-token';
const ADMIN = { username: 'admin', password: 'Nginx-test-pass-1' };
const REPO = join(__dirname, '..', '..', '..');

/** One hashed file of a front end's build, as a URL path. */
function hashedAsset(buildDir: string, urlPrefix: string): string {
  const name = readdirSync(join(REPO, buildDir)).find((file) => file.endsWith('.js'));
  if (!name) throw new Error(`no built asset in ${buildDir}`);
  return `${urlPrefix}${name}`;
}

/** A POST sent from `localAddress` (another loopback address than nginx's own), answering status and JSON body. */
function postFrom(localAddress: string, url: string, body: object, headers: Record<string, string>) {
  return new Promise<{ status: number; body: { code: number; data: Record<string, unknown> } }>((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      localAddress,
      headers: { 'content-type': 'application/json', ...headers },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describeWhen(deploymentToolsMissing.length === 0, `the nginx template needs ${deploymentToolsMissing.join(', ')}`)(
  'the nginx template in front of the server',
  () => {
    let dir: string;
    let server: RunningProcess & { url: string };
    let nginx: RunningProcess;
    let proxied: string;
    let accessToken: string;
    const nginxSettings: Record<string, string> = {};

    const publicCall = (call: string, body: object = {}) =>
      fetch(`${proxied}/api/${call}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [Header.HOURLY_TOKEN]: hourlyToken(SECRET),
          [Header.LANG]: 'cn',
        },
        body: JSON.stringify(body),
      });
    const adminCall = (call: string, body: object | FormData) =>
      fetch(`${proxied}/api/adm/${call}`, {
        method: 'POST',
        headers: {
          [Header.ACCESS_TOKEN]: accessToken,
          ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        },
        body: body instanceof FormData ? body : JSON.stringify(body),
      }).then((res) => res.json() as Promise<{ code: number; msg: string; data: Record<string, unknown> }>);
    const login = (account = ADMIN) =>
      fetch(`${proxied}/api/adm/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [Header.HOURLY_TOKEN]: hourlyToken(SECRET) },
        body: JSON.stringify(account),
      });
    /** Statuses of `count` requests sent at once; a 429 from nginx (an HTML page, not the API's envelope) counts as 'nginx 429'. */
    const atOnce = (count: number, send: () => Promise<Response>) =>
      Promise.all(
        Array.from({ length: count }, () =>
          send().then(async (res) => {
            await res.arrayBuffer();
            return res.status === 429 && !res.headers.get('content-type')?.includes('json') ? 'nginx 429' : res.status;
          }),
        ),
      );

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'site-nginx-'));
      const app = composeEnvironment(dir, 'app');
      server = await startBuiltServer(dir, {
        NODE_ENV: app.NODE_ENV,
        TRUST_PROXY: app.TRUST_PROXY,
        METRICS_TOKEN,
        ...(await ownSiteSettings(dir, ADMIN, SECRET)),
      });
      Object.assign(
        nginxSettings,
        localNginxSettings(dir, [new URL(server.url).host], `127.0.0.1:${await freePort()}`),
      );
      nginx = startNginx(dir, nginxSettings);
      proxied = `http://${nginxSettings.NGINX_LISTEN}`;
      await waitForHealth(`${proxied}/api/health`, nginx);
      const signedIn = (await (await login()).json()) as { data: { access_token: string } };
      accessToken = signedIn.data.access_token;
    });

    afterAll(async () => {
      await nginx?.stop('SIGQUIT');
      await server?.stop('SIGKILL');
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it("redirects a request for any other host to the site's address, path and query kept", async () => {
      const answer = await new Promise<{ status: number; location?: string }>((resolve, reject) => {
        const req = request(`${proxied}/news?page=2`, { headers: { Host: 'evil.example' } });
        req.on('response', (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, location: res.headers.location });
        });
        req.on('error', reject);
        req.end();
      });
      expect(answer).toEqual({ status: 301, location: `${nginxSettings.NGINX_SITE_URL}/news?page=2` });
      // The site's own name is served.
      expect((await fetch(`${proxied}/about`, { redirect: 'manual' })).status).toBe(200);
    });

    it('keeps /metrics to the internal network: each replica is scraped there, never one at random through here', async () => {
      const scrape = { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } };
      expect((await fetch(`${server.url}/metrics`, scrape)).status).toBe(200);
      expect((await fetch(`${proxied}/metrics`, scrape)).status).toBe(404);
    });

    it('passes the access_token header through (underscores_in_headers)', async () => {
      expect(await adminCall('get_adm_info', {})).toMatchObject({ code: 0, data: { username: ADMIN.username } });
    });

    it('gives the app the client address, not one the client claims (TRUST_PROXY from the compose file)', async () => {
      const sent = await postFrom(
        '127.0.0.2',
        `${proxied}/api/danmaku/v3/`,
        { token: hourlyToken(SECRET), id: 'nginx-client', time: 1, text: '经过代理' },
        { 'X-Forwarded-For': '203.0.113.9' },
      );
      expect(sent.body.code).toBe(0);
      const list = await adminCall('get_danmaku_list', { video_id: 'nginx-client' });
      expect(list.data.list).toEqual([expect.objectContaining({ text: '经过代理', ip: '127.0.0.2' })]);
    });

    it('passes an upload part of the largest size (64 MiB) and serves the file for a year', async () => {
      const content = randomBytes(64 * MIB + 1);
      const init = await adminCall('upload_multi_init', {
        file_name: 'largest-part.bin',
        file_size: content.length,
        chunk_size: 64 * MIB,
      });
      expect(init.code).toBe(0);
      for (const [partNumber, bytes] of [content.subarray(0, 64 * MIB), content.subarray(64 * MIB)].entries()) {
        const form = new FormData();
        form.set('upload_id', String(init.data.upload_id));
        form.set('part_number', String(partNumber + 1));
        form.set('file', new Blob([bytes]), 'blob');
        expect(await adminCall('upload_multi_part', form)).toMatchObject({ code: 0 });
      }
      const finished = await adminCall('upload_multi_finish', { upload_id: init.data.upload_id });
      expect(finished.code).toBe(0);
      const served = await fetch(`${proxied}${String(finished.data.url)}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const digest = (data: Buffer) => createHash('sha256').update(data).digest('hex');
      expect(digest(Buffer.from(await served.arrayBuffer()))).toBe(digest(content));
    });

    it.each([
      ['the public site', 'frontend-public/build/client/assets', '/assets/'],
      ['the back office', 'frontend-admin/dist/assets', '/adm/assets/'],
    ])('keeps the hashed assets of %s for a year, in its cache after the first request', async (_name, dist, path) => {
      const url = `${proxied}${hashedAsset(dist, path)}`;
      const first = await fetch(url);
      await first.arrayBuffer();
      const second = await fetch(url);
      await second.arrayBuffer();
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(second.headers.get('x-cache-status')).toBe('HIT');
    });

    it('serves one office behind one address at once: 100 page loads and 300 API calls, none refused', async () => {
      const [pages, calls] = await Promise.all([
        atOnce(100, () => fetch(`${proxied}/`)),
        atOnce(300, () => publicCall('get_news_list', { page: 1 })),
      ]);
      expect(new Set(pages)).toEqual(new Set([200]));
      expect(new Set(calls)).toEqual(new Set([200]));
    });

    it('limits each route on its own: 40 sign-ins at once are throttled where 40 API calls are not', async () => {
      const [signIns, calls] = await Promise.all([
        atOnce(40, () => login({ username: 'nobody_here', password: 'Wrong-pass-1' })),
        atOnce(40, () => publicCall('get_news_list', { page: 1 })),
      ]);
      const burst = Number(nginxSettings.NGINX_LOGIN_BURST);
      expect(signIns.filter((status) => status === 'nginx 429').length).toBeGreaterThanOrEqual(40 - burst - 1);
      expect(new Set(calls)).toEqual(new Set([200]));
    });

    it('throttles a flood from one address with 429 once its burst is spent', async () => {
      const burst = Number(nginxSettings.NGINX_API_BURST);
      const flood = await atOnce(burst + 300, () => fetch(`${proxied}/api/health`));
      expect(flood).toContain(200);
      expect(flood.filter((status) => status === 'nginx 429').length).toBeGreaterThan(0);
    });
  },
);
