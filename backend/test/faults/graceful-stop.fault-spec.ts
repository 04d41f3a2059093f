import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hourlyToken } from '@site/contract';
import { MARIADBD, startPrivateMariadb, type PrivateMariadb } from '../support/private-mariadb';
import { describeWhen, sleep } from './fault-support';

/**
 * A deploy: two built servers on one MariaDB behind Debian's nginx running docker/nginx.conf (rendered for local ports),
 * 20 clients calling the API through it, and one server stopped with SIGTERM in the middle. No request may fail, and
 * the stopped server must exit 0 once its requests are done, well within STOP_GRACE_SECONDS.
 */
const NGINX = '/usr/sbin/nginx';
const MAIN = join(__dirname, '..', '..', 'dist', 'main.js');
const CONFIG = join(__dirname, '..', '..', '..', 'docker', 'nginx.conf');
const SECRET = 'graceful-stop-secret';
const CONNECTIONS = 20;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const ready = existsSync(NGINX) && existsSync(MAIN) && Boolean(MARIADBD);

describeWhen(ready, `graceful stop needs ${NGINX}, mariadbd and the built server (${MAIN})`)(
  'a server stopped under load behind nginx',
  () => {
    let dir: string;
    let mariadb: PrivateMariadb;
    let nginx: ChildProcess;
    const servers: ChildProcess[] = [];
    let proxied: string;

    async function startServer(port: number, databaseUrl: string): Promise<ChildProcess> {
      const log = openSync(join(dir, `server-${port}.log`), 'w');
      const child = spawn(process.execPath, [MAIN], {
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          PORT: String(port),
          DATABASE_URL: databaseUrl,
          UPLOAD_DIR: join(dir, 'uploads'),
          SEED_DEMO: 'false',
          ADMIN_PASSWORD: 'Stop-test-pass-1',
          API_TOKEN_SECRET: SECRET,
          TRUST_PROXY: 'loopback',
        },
        stdio: ['ignore', log, log],
      });
      servers.push(child);
      for (let waited = 0; ; waited += 100) {
        const status = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (res) => res.status,
          () => 0,
        );
        if (status === 200) return child;
        if (child.exitCode !== null || waited > 60_000) {
          throw new Error(`server did not start:\n${readFileSync(join(dir, `server-${port}.log`), 'utf8')}`);
        }
        await sleep(100);
      }
    }

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'site-stop-'));
      mariadb = await startPrivateMariadb([]);
      const databaseUrl = await mariadb.createDatabase('site');
      const [first, second, listen] = [await freePort(), await freePort(), await freePort()];
      // One after the other: the first migrates the new database.
      await startServer(first, databaseUrl);
      await startServer(second, databaseUrl);
      // The repository's file with local addresses; its per-address flood limits would refuse this one-address load.
      const config = readFileSync(CONFIG, 'utf8')
        .replace('server app:3000;', `server 127.0.0.1:${first};\n    server 127.0.0.1:${second};`)
        .replace('listen 80;', `listen 127.0.0.1:${listen};`)
        .replace('pid /tmp/nginx.pid;', `pid ${join(dir, 'nginx.pid')};`)
        .replace(/^\s*limit_req .*$/gm, '')
        .replace(/access_log \S+;/, 'access_log off;');
      writeFileSync(join(dir, 'nginx.conf'), config);
      const log = openSync(join(dir, 'nginx.log'), 'w');
      const check = spawnSync(NGINX, ['-t', '-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: ['ignore', log, log] });
      if (check.status !== 0) throw new Error(readFileSync(join(dir, 'nginx.log'), 'utf8'));
      nginx = spawn(NGINX, ['-c', join(dir, 'nginx.conf'), '-p', dir, '-g', 'daemon off;'], {
        stdio: ['ignore', log, log],
      });
      proxied = `http://127.0.0.1:${listen}`;
      while (
        (await fetch(`${proxied}/api/health`).then(
          (res) => res.status,
          () => 0,
        )) !== 200
      )
        await sleep(100);
    });

    afterAll(async () => {
      nginx?.kill('SIGQUIT');
      for (const server of servers) if (server.exitCode === null) server.kill('SIGKILL');
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
      const stopped = servers[0];
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
      const proxyErrors = readFileSync(join(dir, 'nginx.log'), 'utf8')
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
