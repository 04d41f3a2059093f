#!/usr/bin/env node
// `npm run bench:scale`: the figures of issue 20 for the BUILT server, on a SQLite database of BENCH_ROWS news (default
// 100,000, as `npm run bench` seeds them):
//   1. `npm run backup` of it and `npm run restore` of the archive into an empty SQLite database (and into MariaDB
//      with TEST_MYSQL_URL): wall time of each command and the archive's size;
//   2. a BENCH_UPLOAD_MIB (1024) MiB file through the multi-part calls into an S3-compatible server (s3rver in a
//      process of its own), 16 MiB parts, 4 at a time: time, MiB/s, the server's peak resident memory; the file is
//      then read back through /uploads/ and compared by its sha256;
//   3. throughput of one server process against two behind nginx, both from docker/nginx's template, under the same
//      load (autocannon BENCH_CONNECTIONS × BENCH_SECONDS on the news list, BENCH_ROUNDS rounds, alternately; medians).
// Writes its block into the "Scale" section of docs/benchmarks.md. Loopback only; a few minutes.
import autocannon from 'autocannon';
import { fork, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, release, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConnection } from 'mysql2/promise';
import contract from '@site/contract';
import { markdownTable, writeBlock } from './report.mjs';
import { seedSqlite } from './seed.mjs';
import { residentMiB, startApp, stopApp } from './servers.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const UPLOAD_MIB = Number(process.env.BENCH_UPLOAD_MIB ?? 1024);
const PART_MIB = 16;
const PARTS_AT_ONCE = 4;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Databases this run makes on TEST_MYSQL_URL's server are named `<prefix>_<random>`. */
const DB_PREFIX = process.env.BENCH_DB_PREFIX ?? 'bench';
const SECRET = 'bench-secret';
const PASSWORD = 'Bench-pass-123';
const BUCKET = 'bench-uploads';
const CLI = join(here, '..', 'dist', 'cli', 'backup-cli.js');
const NGINX = '/usr/sbin/nginx';
const TEMPLATE = join(here, '..', '..', 'docker', 'nginx', 'templates', 'default.conf.template');
const MIB = 2 ** 20;

const seconds = (startedMs) => (performance.now() - startedMs) / 1000;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

/** `npm run backup` / `npm run restore` (the built CLI) with the server's settings for `site`; answers its seconds. */
async function runCli(args, site) {
  const started = performance.now();
  const child = spawn(process.execPath, [CLI, ...args], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: site.databaseUrl,
      UPLOAD_DIR: site.uploadDir,
      API_TOKEN_SECRET: SECRET,
      ADMIN_PASSWORD: PASSWORD,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`backup-cli ${args.join(' ')} failed:\n${output}`);
  return seconds(started);
}

async function backupAndRestore(dir, databaseUrl) {
  const archive = join(dir, 'site.tar.gz');
  const backup = await runCli(['backup', archive], { databaseUrl, uploadDir: join(dir, 'uploads') });
  const rows = [
    { step: `backup (SQLite, ${ROWS.toLocaleString('en')} news)`, s: backup.toFixed(1) },
    {
      step: 'restore into an empty SQLite database',
      s: (
        await runCli(['restore', archive], {
          databaseUrl: `sqlite:${join(dir, 'restored.db')}`,
          uploadDir: join(dir, 'restored-uploads'),
        })
      ).toFixed(1),
    },
  ];
  if (process.env.TEST_MYSQL_URL) {
    const name = `${DB_PREFIX}_${randomBytes(4).toString('hex')}`;
    const admin = await createConnection({ uri: process.env.TEST_MYSQL_URL });
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    try {
      const url = new URL(process.env.TEST_MYSQL_URL);
      url.pathname = `/${name}`;
      const [[{ version }]] = await admin.query('SELECT VERSION() AS version');
      const restore = await runCli(['restore', archive], {
        databaseUrl: url.toString(),
        uploadDir: join(dir, 'moved-uploads'),
      });
      rows.push({ step: `restore into an empty MariaDB/MySQL database (${version})`, s: restore.toFixed(1) });
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
    }
  }
  return { rows, archiveMiB: (statSync(archive).size / MIB).toFixed(1) };
}

async function adminSession(app) {
  const res = await fetch(`${app.url}/api/adm/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: contract.hourlyToken(SECRET) },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const { data } = await res.json();
  const call = async (name, body) => {
    const answer = await fetch(`${app.url}/api/adm/${name}`, {
      method: 'POST',
      headers: {
        access_token: data.access_token,
        lang: 'cn',
        ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      },
      body: body instanceof FormData ? body : JSON.stringify(body),
    }).then((r) => r.json());
    if (answer.code !== 0) throw new Error(`${name}: ${JSON.stringify(answer)}`);
    return answer.data;
  };
  return call;
}

/** UPLOAD_MIB of random bytes through upload_multi_init / _part / _finish into the bucket, then read back. */
async function s3Upload(dir, databaseUrl) {
  mkdirSync(join(dir, 's3rver'));
  const s3 = fork(join(here, 's3-server.mjs'), [join(dir, 's3rver'), BUCKET]);
  const [{ endpoint }] = await once(s3, 'message');
  const app = await startApp({
    databaseUrl,
    dir,
    secret: SECRET,
    password: PASSWORD,
    seedDemo: false,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
  });
  try {
    const call = await adminSession(app);
    const idleMiB = residentMiB(app.child.pid);
    const size = UPLOAD_MIB * MIB;
    const partBytes = PART_MIB * MIB;
    const started = performance.now();
    const { upload_id: uploadId } = await call('upload_multi_init', {
      file_name: `bench-${UPLOAD_MIB}mib.bin`,
      file_size: size,
      chunk_size: partBytes,
    });
    const hash = createHash('sha256');
    const parts = Math.ceil(size / partBytes);
    let next = 1;
    // Parts are made in order (for the hash) and sent PARTS_AT_ONCE at a time, as the back office sends them.
    const sender = async () => {
      for (let part = next++; part <= parts; part = next++) {
        const bytes = randomBytes(Math.min(partBytes, size - (part - 1) * partBytes));
        hash.update(bytes);
        const form = new FormData();
        form.set('upload_id', uploadId);
        form.set('part_number', String(part));
        form.set('file', new Blob([bytes]), 'blob');
        await call('upload_multi_part', form);
      }
    };
    await Promise.all(Array.from({ length: PARTS_AT_ONCE }, sender));
    const partsSeconds = seconds(started);
    const finished = await call('upload_multi_finish', { upload_id: uploadId });
    const uploadSeconds = seconds(started);
    const sha256 = hash.digest('hex');
    if (finished.sha256 !== sha256) throw new Error(`finished as ${finished.sha256}, sent ${sha256}`);
    const peakMiB = residentMiB(app.child.pid, { peak: true });

    const readStarted = performance.now();
    const served = createHash('sha256');
    for await (const chunk of (await fetch(`${app.url}${finished.url}`)).body) served.update(chunk);
    const readSeconds = seconds(readStarted);
    if (served.digest('hex') !== sha256) throw new Error('the file read back differs from the one sent');
    return {
      rows: [
        // Every row names every column: the table's columns are the first row's.
        {
          step: `parts sent (${parts} × ${PART_MIB} MiB, ${PARTS_AT_ONCE} at a time)`,
          s: partsSeconds.toFixed(1),
          'MiB/s': '',
        },
        {
          step: 'finish (assembled from the parts, hashed, stored)',
          s: (uploadSeconds - partsSeconds).toFixed(1),
          'MiB/s': '',
        },
        {
          step: `whole upload: ${UPLOAD_MIB} MiB`,
          s: uploadSeconds.toFixed(1),
          'MiB/s': (UPLOAD_MIB / uploadSeconds).toFixed(0),
        },
        {
          step: 'read back through /uploads/ (sha256 equal)',
          s: readSeconds.toFixed(1),
          'MiB/s': (UPLOAD_MIB / readSeconds).toFixed(0),
        },
      ],
      idleMiB,
      peakMiB,
    };
  } finally {
    await stopApp(app);
    s3.kill();
  }
}

/** nginx from the template (compose's settings, rate limits out of the way) in front of `upstreams`. */
async function startNginx(dir, name, upstreams) {
  const home = join(dir, name);
  mkdirSync(join(home, 'conf.d'), { recursive: true });
  const listen = `127.0.0.1:${await freePort()}`;
  const settings = {
    NGINX_APP_SERVERS: upstreams.map((url) => `server ${new URL(url).host} max_fails=1 fail_timeout=10s;`).join(' '),
    NGINX_LISTEN: listen,
    NGINX_CLIENT_MAX_BODY_SIZE: '70m',
    NGINX_CONNECT_TIMEOUT: '2s',
    NGINX_READ_TIMEOUT: '120s',
    NGINX_CACHE_DIR: join(home, 'cache'),
    ...Object.fromEntries(
      ['PAGES', 'API', 'LOGIN'].flatMap((kind) => [
        [`NGINX_${kind}_RATE`, '100000r/s'],
        [`NGINX_${kind}_BURST`, '100000'],
      ]),
    ),
  };
  const rendered = spawnSync(
    'envsubst',
    [
      Object.keys(settings)
        .map((key) => `\${${key}}`)
        .join(' '),
    ],
    {
      input: readFileSync(TEMPLATE, 'utf8'),
      env: settings,
      encoding: 'utf8',
    },
  );
  if (rendered.status !== 0) throw new Error(rendered.stderr);
  writeFileSync(join(home, 'conf.d', 'default.conf'), rendered.stdout);
  // Workers run as nobody when nginx is started by root: they must reach the cache folder.
  chmodSync(dir, 0o755);
  chmodSync(home, 0o755);
  // As the official image's nginx.conf, with two workers: one per core of the machine the figures were taken on.
  writeFileSync(
    join(home, 'nginx.conf'),
    `worker_processes 2;\npid ${home}/nginx.pid;\nerror_log ${home}/error.log warn;\nevents { worker_connections 4096; }\n` +
      `http { include /etc/nginx/mime.types; access_log off; keepalive_timeout 65; include ${home}/conf.d/*.conf; }\n`,
  );
  const child = spawn(
    NGINX,
    ['-c', join(home, 'nginx.conf'), '-p', home, '-e', join(home, 'error.log'), '-g', 'daemon off;'],
    {
      stdio: 'ignore',
    },
  );
  const url = `http://${listen}`;
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (tries > 100 || child.exitCode !== null)
      throw new Error(`nginx ${name} did not start: ${readFileSync(join(home, 'error.log'), 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop: () => child.kill('SIGQUIT') };
}

async function drive(url) {
  const result = await autocannon({
    url: `${url}/api/get_news_list`,
    method: 'POST',
    headers: { 'content-type': 'application/json', token: contract.hourlyToken(SECRET) },
    body: JSON.stringify({ page: 1 }),
    connections: CONNECTIONS,
    duration: DURATION,
    warmup: { connections: CONNECTIONS, duration: 1 },
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

async function behindNginx(dir, databaseUrl) {
  const options = { databaseUrl, dir, secret: SECRET, password: PASSWORD, seedDemo: false };
  const apps = [await startApp(options), await startApp(options)];
  const one = await startNginx(dir, 'nginx-one', [apps[0].url]);
  const two = await startNginx(
    dir,
    'nginx-two',
    apps.map((app) => app.url),
  );
  try {
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) rounds.push({ one: await drive(one.url), two: await drive(two.url) });
    const row = (label, pick) => ({
      setup: label,
      'req/s': Math.round(median(rounds.map((r) => pick(r).rps))),
      'p99 ms': median(rounds.map((r) => pick(r).p99)),
      failures: rounds.reduce((sum, r) => sum + pick(r).failed, 0),
    });
    const rows = [row('nginx → 1 server process', (r) => r.one), row('nginx → 2 server processes', (r) => r.two)];
    rows[1]['× one'] = median(rounds.map((r) => r.two.rps / r.one.rps)).toFixed(2);
    rows[0]['× one'] = '1.00';
    return rows;
  } finally {
    one.stop();
    two.stop();
    for (const app of apps) await stopApp(app);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'site-bench-scale-'));
try {
  const databaseUrl = `sqlite:${join(dir, 'site.db')}`;
  // First start: migrations (no demo content: the figures are the news rows'); then the news.
  await stopApp(await startApp({ databaseUrl, dir, secret: SECRET, password: PASSWORD, seedDemo: false }));
  seedSqlite(join(dir, 'site.db'), ROWS);

  const archive = await backupAndRestore(dir, databaseUrl);
  const throughput = await behindNginx(dir, databaseUrl);
  const upload = await s3Upload(dir, databaseUrl);

  const machine =
    `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Linux ${release()}, ` +
    `Node ${process.versions.node}, nginx ${spawnSync(NGINX, ['-v'], { encoding: 'utf8' })
      .stderr.trim()
      .replace(/^nginx version: nginx\//, '')}`;
  const markdown = [
    `### ${ROWS.toLocaleString('en')} news (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
    '',
    `Machine: ${machine}.${process.env.BENCH_NOTE ? ` ${process.env.BENCH_NOTE}` : ''}`,
    '',
    `Backup and restore: the archive is ${archive.archiveMiB} MiB.`,
    '',
    markdownTable(archive.rows),
    '',
    `An upload into S3 (s3rver on this machine): server resident memory ${upload.idleMiB} MiB before, at most ` +
      `${upload.peakMiB} MiB (its peak since it started).`,
    '',
    markdownTable(upload.rows),
    '',
    `One server process against two behind nginx (the same template, the same SQLite database): the news list, ` +
      `autocannon ${CONNECTIONS} connections × ${DURATION} s after 1 s unmeasured, ${ROUNDS} rounds alternately; medians.`,
    '',
    markdownTable(throughput),
  ].join('\n');
  process.stdout.write(`\n${markdown}\n\n`);
  await writeBlock(`scale-bench:${ROWS}`, markdown, {
    heading: '## Scale',
    intro:
      '`npm run bench:scale` (backend/bench/scale.mjs): backup and restore, an S3 upload through the multi-part calls, one server process against two behind nginx.',
  });
  if (throughput.some((row) => row.failures > 0)) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
