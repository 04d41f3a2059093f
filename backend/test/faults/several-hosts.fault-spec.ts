import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Header, hourlyToken } from '@site/contract';
import { newsFields } from '../support/content-factories';
import {
  composeEnvironment,
  deploymentToolsMissing,
  localNginxSettings,
  startBuiltServer,
  startNginx,
  waitForHealth,
  type RunningProcess,
} from '../support/deployment';
import { freePort } from '../support/executables';
import { buildLan, networkHostsUnavailable, type Lan } from '../support/network-hosts';
import { MARIADBD, startPrivateMariadb, type PrivateMariadb } from '../support/private-mariadb';
import { startS3Server, type S3TestServer } from '../support/s3-server';
import { describeWhen, sleep } from './fault-support';

/**
 * The compose deployment on separate hosts: two app servers (hosts `a` and `b`, each a network namespace), a
 * private MariaDB (`db`) and an S3-compatible server (`s3`, s3rver standing in for MinIO) each on a host of its own,
 * joined by a switch, with nginx from the template on this machine in front (compose's settings, its rate limits
 * raised for this load and its timeouts short). Both app hosts store uploads in the bucket (STORAGE_DRIVER=s3);
 * each has only its own local folder for scratch files, which the other never sees.
 */
const SECRET = 'several-hosts-secret';
const ADMIN = { username: 'admin', password: 'Hosts-test-pass-1' };
const CONNECT_TIMEOUT_S = 1;
const READ_TIMEOUT_S = 5;
const MIB = 1024 * 1024;
const HOSTS = ['a', 'b', 'db', 's3'];
const BUCKET = 'site-hosts';
const missing = [
  ...deploymentToolsMissing,
  ...(MARIADBD ? [] : ['mariadbd']),
  ...(networkHostsUnavailable ? [networkHostsUnavailable] : []),
];

interface Envelope {
  code: number;
  msg: string;
  data: Record<string, unknown>;
}

describeWhen(missing.length === 0, `several hosts need ${missing.join(', ')}`)('app servers on separate hosts', () => {
  let dir: string;
  let lan: Lan;
  let mariadb: PrivateMariadb;
  let s3: S3TestServer;
  const servers: Record<string, RunningProcess & { url: string }> = {};
  let nginx: RunningProcess;
  let proxied: string;
  let accessToken: string;

  /** POST /api/<path> at `base` (nginx or one host) with the tokens; answers the envelope. */
  const call = (base: string, path: string, body: object | FormData) =>
    fetch(`${base}/api/${path}`, {
      method: 'POST',
      headers: {
        [Header.HOURLY_TOKEN]: hourlyToken(SECRET),
        [Header.LANG]: 'cn',
        ...(accessToken ? { [Header.ACCESS_TOKEN]: accessToken } : {}),
        ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      },
      body: body instanceof FormData ? body : JSON.stringify(body),
    }).then((res) => res.json() as Promise<Envelope>);
  const login = (base: string, password: string) => call(base, 'adm/login', { username: ADMIN.username, password });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'site-hosts-'));
    lan = buildLan(HOSTS);
    mariadb = await startPrivateMariadb([], { host: lan.address('db'), wrap: lan.exec('db') });
    s3 = await startS3Server(BUCKET, { host: lan.address('s3'), wrap: lan.exec('s3') });
    const app = composeEnvironment(dir, 'app');
    const env = {
      ...s3.env,
      NODE_ENV: app.NODE_ENV,
      TRUST_PROXY: app.TRUST_PROXY,
      STOP_GRACE_SECONDS: app.STOP_GRACE_SECONDS,
      // Each host has its own network: the port compose uses.
      PORT: '3000',
      DATABASE_URL: await mariadb.createDatabase('site'),
      SEED_DEMO: 'false',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      API_TOKEN_SECRET: SECRET,
    };
    // One after the other: the first migrates the new database.
    for (const host of ['a', 'b']) {
      const uploadDir = join(dir, `uploads-${host}`);
      servers[host] = await startBuiltServer(
        dir,
        { ...env, UPLOAD_DIR: uploadDir },
        { host: lan.address(host), wrap: lan.exec(host) },
      );
    }
    const listen = `127.0.0.1:${await freePort()}`;
    nginx = startNginx(
      dir,
      localNginxSettings(
        dir,
        ['a', 'b'].map((host) => `${lan.address(host)}:3000`),
        listen,
        {
          NGINX_API_RATE: '10000r/s',
          NGINX_API_BURST: '10000',
          NGINX_LOGIN_RATE: '10000r/s',
          NGINX_CONNECT_TIMEOUT: `${CONNECT_TIMEOUT_S}s`,
          NGINX_READ_TIMEOUT: `${READ_TIMEOUT_S}s`,
        },
      ),
    );
    proxied = `http://${listen}`;
    await waitForHealth(`${proxied}/api/health`, nginx);
    const signedIn = await login(proxied, ADMIN.password);
    accessToken = String(signedIn.data.access_token);
  });

  afterAll(async () => {
    await nginx?.stop('SIGQUIT');
    for (const server of Object.values(servers)) await server.stop('SIGKILL');
    await mariadb?.stop();
    await s3?.stop();
    lan?.remove();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('runs each server on its own host, the database and the object storage on hosts of their own', () => {
    expect(servers.a.url).toBe(`http://${lan.address('a')}:3000`);
    expect(servers.b.url).toBe(`http://${lan.address('b')}:3000`);
    expect(mariadb.url).toBe(`mysql://root@${lan.address('db')}:${new URL(mariadb.url).port}/`);
    expect(new URL(s3.env.S3_ENDPOINT).hostname).toBe(lan.address('s3'));
  });

  it('reads on one host what was saved on the other, at once', async () => {
    const fields = newsFields();
    const saved = await call(servers.a.url, 'adm/save_news', fields);
    expect(saved.code).toBe(0);
    const read = await call(servers.b.url, 'get_news_detail', { id: saved.data.id });
    expect(read).toMatchObject({ code: 0, data: { title: fields.title } });
  });

  it('counts failed sign-ins on both hosts toward one lockout', async () => {
    const failures = [];
    for (const host of ['a', 'b', 'a', 'b', 'a']) failures.push((await login(servers[host].url, 'Wrong-pass-1')).code);
    expect(failures.every((code) => code !== 0)).toBe(true);
    // The right password, on the host that saw only two of the five failures.
    expect(await login(servers.b.url, ADMIN.password)).toMatchObject({ code: 429 });
  });

  it('assembles a multi-part upload whose parts went to different hosts, byte for byte through nginx', async () => {
    const chunk = 5 * MIB;
    const content = randomBytes(2 * chunk + 12345);
    const digest = (data: Buffer) => createHash('sha256').update(data).digest('hex');
    const init = await call(proxied, 'adm/upload_multi_init', {
      file_name: '两台主机.bin',
      file_size: content.length,
      chunk_size: chunk,
      sha256: digest(content),
    });
    expect(init.code).toBe(0);
    const parts = ['b', 'a', 'b'].map(async (host, index) => {
      const form = new FormData();
      form.set('upload_id', String(init.data.upload_id));
      form.set('part_number', String(index + 1));
      form.set('file', new Blob([content.subarray(index * chunk, (index + 1) * chunk)]), 'blob');
      return (await call(servers[host].url, 'adm/upload_multi_part', form)).code;
    });
    expect(await Promise.all(parts)).toEqual([0, 0, 0]);
    const finished = await call(servers.a.url, 'adm/upload_multi_finish', { upload_id: init.data.upload_id });
    expect(finished).toMatchObject({ code: 0, data: { sha256: digest(content) } });
    // The file is an object in the bucket on the s3 host, not a file on either app host.
    const key = String(finished.data.url).slice('/uploads/'.length);
    const object = await fetch(`${s3.env.S3_ENDPOINT}/${BUCKET}/${key}`, { method: 'HEAD' });
    expect({ status: object.status, size: object.headers.get('content-length') }).toEqual({
      status: 200,
      size: String(content.length),
    });
    for (const host of ['a', 'b']) {
      const local = readdirSync(join(dir, `uploads-${host}`), { recursive: true, withFileTypes: true });
      expect(local.filter((entry) => entry.isFile()).map((entry) => entry.name)).toEqual([]);
    }
    for (const base of [proxied, servers.a.url, servers.b.url]) {
      const served = await fetch(`${base}${String(finished.data.url)}`);
      expect({ base, status: served.status }).toEqual({ base, status: 200 });
      expect(digest(Buffer.from(await served.arrayBuffer()))).toBe(digest(content));
    }
  });

  it("routes around a host whose link is cut under load; no request waits longer than nginx's timeouts", async () => {
    const CLIENTS = 10;
    const answers: { startedAt: number; ms: number; status: number | string }[] = [];
    const begin = performance.now();
    let running = true;
    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      for (let n = 0; running; n++) {
        const startedAt = performance.now() - begin;
        const status = await fetch(`${proxied}/api/get_news_list`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [Header.HOURLY_TOKEN]: hourlyToken(SECRET) },
          body: JSON.stringify({ page: 1 + ((client + n) % 3) }),
          signal: AbortSignal.timeout(60_000),
        }).then(
          async (res) => {
            await res.arrayBuffer();
            return res.status;
          },
          (error: Error) => `failed: ${error.message}`,
        );
        answers.push({ startedAt, ms: performance.now() - begin - startedAt, status });
      }
    });
    await sleep(2000);
    const cutAt = performance.now() - begin;
    lan.cut('a');
    await sleep((READ_TIMEOUT_S + CONNECT_TIMEOUT_S + 6) * 1000);
    running = false;
    await Promise.all(clients);

    const longest = Math.max(...answers.map((answer) => answer.ms));
    const count = (status: number | string) => answers.filter((answer) => answer.status === status).length;
    console.warn(
      `link cut: ${answers.length} requests, ${count(200)} answered 200, ${count(504)} 504, longest ${longest.toFixed(0)} ms`,
    );
    const before = answers.filter((answer) => answer.startedAt + answer.ms < cutAt);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((answer) => answer.status === 200)).toBe(true);
    // Requests already sent to the cut host (at most one per client before nginx marks it failed) end in 504 after
    // the read timeout; every other request is answered by the other host.
    expect(answers.filter((answer) => answer.status !== 200).every((answer) => answer.status === 504)).toBe(true);
    expect(count(504)).toBeLessThanOrEqual(CLIENTS);
    const settled = cutAt + (READ_TIMEOUT_S + CONNECT_TIMEOUT_S) * 1000;
    const afterwards = answers.filter((answer) => answer.startedAt > settled);
    expect(afterwards.length).toBeGreaterThan(0);
    expect(afterwards.every((answer) => answer.status === 200)).toBe(true);
    expect(longest).toBeLessThan((READ_TIMEOUT_S + CONNECT_TIMEOUT_S) * 1000 + 1000);
  });
});
