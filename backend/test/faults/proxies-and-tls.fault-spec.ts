import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Header, hourlyToken } from '@site/contract';
import {
  composeEnvironment,
  deploymentToolsMissing,
  localNginxSettings,
  runNginx,
  ownSiteSettings,
  startBuiltServer,
  startNginx,
  waitForHealth,
  type RunningProcess,
} from '../support/deployment';
import { findExecutable, freePort } from '../support/executables';
import { describeWhen } from './fault-support';

/**
 * nginx from the template in the two places an operator puts it, in front of the built server with the compose
 * file's TRUST_PROXY: behind a load balancer that ends TLS (another nginx, which reaches the template's nginx from
 * 127.0.0.4, the address NGINX_REAL_IP_FROM names), and at the edge with a certificate (NGINX_HTTPS=on). Visitors are
 * other loopback addresses (127.0.0.2, 127.0.0.3).
 */
const SECRET = 'proxies-and-tls-secret';
const ADMIN = { username: 'admin', password: 'Proxies-test-pass-1' };
const BALANCER_ADDRESS = '127.0.0.4';
const OPENSSL = findExecutable('openssl');
const missing = [...deploymentToolsMissing, ...(OPENSSL ? [] : ['openssl'])];

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request from `localAddress`, over HTTPS trusting `ca` when given; answers status, headers and body. */
function send(
  url: string,
  { localAddress, method = 'GET', headers = {}, body, ca }: RequestOptions = {},
): Promise<Answer> {
  const request = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(url, { method, localAddress, headers, ca });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

interface RequestOptions {
  localAddress?: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  ca?: string;
}

/** A JSON POST to the API at `base` from `localAddress`; answers the envelope and the headers. */
async function apiCall(base: string, path: string, payload: object, localAddress: string, headers = {}) {
  const answer = await send(`${base}/api/${path}`, {
    localAddress,
    method: 'POST',
    headers: { 'content-type': 'application/json', [Header.HOURLY_TOKEN]: hourlyToken(SECRET), ...headers },
    body: JSON.stringify(payload),
  });
  return { ...answer, json: JSON.parse(answer.body) as { code: number; data: Record<string, unknown> } };
}

describeWhen(missing.length === 0, `proxies and TLS need ${missing.join(', ')}`)(
  'nginx behind a balancer and at the edge',
  () => {
    let dir: string;
    let server: RunningProcess & { url: string };
    const nginxes: RunningProcess[] = [];

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'site-proxies-'));
      const app = composeEnvironment(dir, 'app');
      server = await startBuiltServer(dir, {
        NODE_ENV: app.NODE_ENV,
        TRUST_PROXY: app.TRUST_PROXY,
        ...(await ownSiteSettings(dir, ADMIN, SECRET)),
      });
    });

    afterAll(async () => {
      for (const nginx of nginxes) await nginx.stop('SIGQUIT');
      await server?.stop('SIGKILL');
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    describe('behind a load balancer that ends TLS', () => {
      let balancer: string;
      let nginx: string;

      beforeAll(async () => {
        const listen = `127.0.0.1:${await freePort()}`;
        mkdirSync(join(dir, 'nginx'));
        const settings = localNginxSettings(join(dir, 'nginx'), [new URL(server.url).host], listen, {
          NGINX_REAL_IP_FROM: `${BALANCER_ADDRESS}/32`,
          NGINX_LOGIN_RATE: '10000r/s',
        });
        const templateNginx = startNginx(join(dir, 'nginx'), settings);
        nginxes.push(templateNginx);
        nginx = `http://${listen}`;
        await waitForHealth(`${nginx}/api/health`, templateNginx);
        // A balancer as cloud ones are: it appends the address it saw to X-Forwarded-For and says the visitor came
        // over HTTPS (it ended TLS), and it connects from an address of its own.
        const balancerListen = `127.0.0.1:${await freePort()}`;
        const balancerNginx = runNginx(
          join(dir, 'balancer'),
          `server {
    listen ${balancerListen};
    underscores_in_headers on;
    location / {
      proxy_pass ${nginx};
      proxy_bind ${BALANCER_ADDRESS};
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto https;
    }
  }`,
        );
        nginxes.push(balancerNginx);
        balancer = `http://${balancerListen}`;
        await waitForHealth(`${balancer}/api/health`, balancerNginx);
      });

      it('locks out each visitor on their own: five wrong passwords from one leave the other free to sign in', async () => {
        const wrong = { username: ADMIN.username, password: 'Wrong-pass-1' };
        const failures = [];
        for (let attempt = 0; attempt < 5; attempt++) {
          failures.push((await apiCall(balancer, 'adm/login', wrong, '127.0.0.2')).json.code);
        }
        expect(failures.every((code) => code !== 0)).toBe(true);
        expect((await apiCall(balancer, 'adm/login', ADMIN, '127.0.0.2')).json.code).toBe(429);
        expect((await apiCall(balancer, 'adm/login', ADMIN, '127.0.0.3')).json.code).toBe(0);
      });

      it("gives the app the visitor's address, and nginx's log the same request id as the app's answer", async () => {
        const posted = await apiCall(
          balancer,
          'danmaku/v3/',
          { token: hourlyToken(SECRET), id: 'behind-balancer', time: 1, text: '经过负载均衡' },
          '127.0.0.3',
        );
        expect(posted.json.code).toBe(0);
        const signedIn = await apiCall(balancer, 'adm/login', ADMIN, '127.0.0.3');
        const list = await apiCall(balancer, 'adm/get_danmaku_list', { video_id: 'behind-balancer' }, '127.0.0.3', {
          [Header.ACCESS_TOKEN]: String(signedIn.json.data.access_token),
        });
        expect(list.json.data.list).toEqual([expect.objectContaining({ text: '经过负载均衡', ip: '127.0.0.3' })]);
        const requestId = String(posted.headers['x-request-id']);
        const logged = readFileSync(join(dir, 'nginx', 'access.log'), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Record<string, unknown>);
        expect(logged).toContainEqual(
          expect.objectContaining({
            request_id: requestId,
            client: '127.0.0.3',
            path: '/api/danmaku/v3/',
            status: 200,
          }),
        );
      });

      it("keeps the balancer's X-Forwarded-Proto (HSTS answered) and no one else's", async () => {
        const throughBalancer = await send(`${balancer}/api/health`, { localAddress: '127.0.0.2' });
        expect(throughBalancer.headers['strict-transport-security']).toMatch(/max-age=\d+/);
        const claimed = await send(`${nginx}/api/health`, {
          localAddress: '127.0.0.2',
          headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.9' },
        });
        expect(claimed.status).toBe(200);
        expect(claimed.headers['strict-transport-security']).toBeUndefined();
      });

      it('believes no X-Forwarded-For from a visitor who reaches nginx directly', async () => {
        const wrong = { username: ADMIN.username, password: 'Wrong-pass-1' };
        // Claiming to be the locked-out visitor locks nobody else out: the failures count for this address.
        for (let attempt = 0; attempt < 5; attempt++) {
          await apiCall(nginx, 'adm/login', wrong, '127.0.0.5', { 'X-Forwarded-For': '127.0.0.6' });
        }
        expect((await apiCall(nginx, 'adm/login', ADMIN, '127.0.0.5')).json.code).toBe(429);
        expect((await apiCall(nginx, 'adm/login', ADMIN, '127.0.0.6')).json.code).toBe(0);
      });
    });

    describe('at the edge with a certificate (NGINX_HTTPS=on)', () => {
      let certificate: string;
      let https: string;
      let http: string;

      beforeAll(async () => {
        const tls = join(dir, 'tls');
        const made = spawnSync(
          OPENSSL as string,
          [
            ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1'],
            ...['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', `${tls}.key`, '-out', `${tls}.crt`],
          ],
          { encoding: 'utf8' },
        );
        if (made.status !== 0) throw new Error(made.stderr);
        certificate = readFileSync(`${tls}.crt`, 'utf8');
        const [httpPort, httpsPort] = [await freePort(), await freePort()];
        mkdirSync(join(dir, 'edge'));
        const settings = localNginxSettings(join(dir, 'edge'), [new URL(server.url).host], `127.0.0.1:${httpPort}`, {
          NGINX_HTTPS: 'on',
          NGINX_TLS_LISTEN: `127.0.0.1:${httpsPort}`,
          NGINX_TLS_CERTIFICATE: `${tls}.crt`,
          NGINX_TLS_CERTIFICATE_KEY: `${tls}.key`,
          NGINX_HTTPS_PORT_SUFFIX: `:${httpsPort}`,
        });
        const edge = startNginx(join(dir, 'edge'), settings);
        nginxes.push(edge);
        https = `https://127.0.0.1:${httpsPort}`;
        http = `http://127.0.0.1:${httpPort}`;
        for (;;) {
          const answer = await send(`${https}/api/health`, { ca: certificate }).catch(() => null);
          if (answer?.status === 200) break;
          if (edge.process.exitCode !== null) throw new Error(edge.log());
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      });

      it('serves the site over HTTPS, and the app answers with HSTS', async () => {
        const answer = await send(`${https}/api/health`, { ca: certificate });
        expect(answer.status).toBe(200);
        expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      });

      it('sends plain HTTP to the same address over HTTPS, keeping the method', async () => {
        const answer = await send(`${http}/news/1?page=2`, { localAddress: '127.0.0.2' });
        expect(answer.status).toBe(308);
        expect(answer.headers.location).toBe(`${https}/news/1?page=2`);
        const post = await send(`${http}/api/adm/login`, { method: 'POST', body: '{}' });
        expect({ status: post.status, location: post.headers.location }).toEqual({
          status: 308,
          location: `${https}/api/adm/login`,
        });
      });
    });
  },
);
