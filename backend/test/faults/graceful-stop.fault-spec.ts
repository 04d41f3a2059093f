import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hourlyToken } from '@site/contract';
import {
  deploymentToolsMissing,
  localNginxSettings,
  startBuiltServer,
  startNginx,
  waitForHealth,
  type RunningProcess,
} from '../support/deployment';
import { freePort } from '../support/executables';
import { MARIADBD, startPrivateMariadb, type PrivateMariadb } from '../support/private-mariadb';
import { describeWhen, sleep } from './fault-support';

/**
 * A deploy: two built servers on one MariaDB behind Debian's nginx running docker/nginx/templates (with compose's
 * settings for local ports), 20 clients calling the API through it, and one server stopped with SIGTERM in the middle.
 * No request may fail, and the stopped server must exit 0 once its requests are done, well within STOP_GRACE_SECONDS.
 */
const SECRET = 'graceful-stop-secret';
const CONNECTIONS = 20;
const missing = [...deploymentToolsMissing, ...(MARIADBD ? [] : ['mariadbd'])];

describeWhen(missing.length === 0, `graceful stop needs ${missing.join(', ')}`)(
  'a server stopped under load behind nginx',
  () => {
    let dir: string;
    let mariadb: PrivateMariadb;
    let nginx: RunningProcess;
    const servers: RunningProcess[] = [];
    let proxied: string;

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'site-stop-'));
      mariadb = await startPrivateMariadb([]);
      const databaseUrl = await mariadb.createDatabase('site');
      const upstreams: string[] = [];
      // One after the other: the first migrates the new database.
      for (let n = 0; n < 2; n++) {
        const port = await freePort();
        servers.push(
          await startBuiltServer(dir, {
            NODE_ENV: 'production',
            PORT: String(port),
            DATABASE_URL: databaseUrl,
            UPLOAD_DIR: join(dir, 'uploads'),
            SEED_DEMO: 'false',
            ADMIN_PASSWORD: 'Stop-test-pass-1',
            API_TOKEN_SECRET: SECRET,
            TRUST_PROXY: 'loopback',
          }),
        );
        upstreams.push(`127.0.0.1:${port}`);
      }
      // The compose file's settings with local addresses; its per-address flood limits would refuse this one-address
      // load, so they are raised.
      const listen = `127.0.0.1:${await freePort()}`;
      nginx = startNginx(
        dir,
        localNginxSettings(dir, upstreams, listen, { NGINX_API_RATE: '10000r/s', NGINX_API_BURST: '10000' }),
      );
      proxied = `http://${listen}`;
      await waitForHealth(`${proxied}/api/health`, nginx);
    });

    afterAll(async () => {
      await nginx?.stop('SIGQUIT');
      for (const server of servers) await server.stop('SIGKILL');
      await mariadb?.stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it('fails no request and exits 0 when one server gets SIGTERM under 20 connections', async () => {
      const token = hourlyToken(SECRET);
      const call = (name: string, body: object) =>
        fetch(`${proxied}/api/${name}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', token, lang: 'cn' },
          body: JSON.stringify(body),
        }).then(
          async (res) => {
            const text = await res.text();
            return res.headers.get('content-type')?.includes('json')
              ? `${res.status} ${(JSON.parse(text) as { code: number }).code}`
              : `${res.status} from nginx`;
          },
          (error: Error) => `failed: ${error.message}`,
        );
      const answers = new Map<string, number>();
      let running = true;
      const clients = Array.from({ length: CONNECTIONS }, async (_, client) => {
        for (let n = 0; running; n++) {
          // A cached list and an uncached detail (a 404 envelope: no news in this database).
          const answer = await (n % 2
            ? call('get_news_list', { page: 1 })
            : call('get_news_detail', { id: client + 1 }));
          answers.set(answer, (answers.get(answer) ?? 0) + 1);
        }
      });
      await sleep(3000);
      const stopped = servers[0].process;
      const exit = new Promise<{ code: number | null; ms: number }>((resolve) => {
        const start = performance.now();
        stopped.once('exit', (code) => resolve({ code, ms: performance.now() - start }));
      });
      stopped.kill('SIGTERM');
      const { code, ms } = await exit;
      await sleep(2000);
      running = false;
      await Promise.all(clients);
      const total = [...answers.values()].reduce((sum, count) => sum + count, 0);
      console.warn(
        `graceful stop: ${total} requests through nginx, drained and exited ${code} in ${ms.toFixed(0)} ms`,
        answers,
      );
      const proxyErrors = nginx
        .log()
        .split('\n')
        // A refused connect is retried on the other server (that is the point); a reset or a cut answer is not.
        .filter((line) => line.includes('[error]') && !line.includes('connect() failed'));
      expect(proxyErrors).toEqual([]);
      expect(code).toBe(0);
      expect([...answers.keys()].sort()).toEqual(['200 0', '404 404']);
      expect(ms).toBeLessThan(10_000);
    });
  },
);
