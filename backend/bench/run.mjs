#!/usr/bin/env node
// `npm run bench`: the BUILT all-in-one server on a database of BENCH_ROWS news (default 100,000; 1000000 for the
// large run), on SQLite and, with TEST_MYSQL_URL, on MySQL/MariaDB. Each public call is driven by autocannon at
// BENCH_CONNECTIONS (50) after BENCH_WARMUP_SECONDS (1) unmeasured, and in the same run, the same way, against a plain
// node:http server answering the same bytes in a process of its own (the machine's ceiling); then the admin news list
// at -c 1 (page 1, page 5,000, a keyword). BENCH_BASELINE=<backend folder of another checkout, built> drives that
// build too (on BENCH_BASELINE_NODE, a Node.js binary, when given), on the same database in the same rounds: the
// build before a change beside the build after it. Prints the tables and writes them into the "API" section of
// docs/benchmarks.md. Loopback only; about a minute per database.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, release, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { createConnection } from 'mysql2/promise';
import contract from '@site/contract';
import { BROWSER_HEADERS, DRIVEN_AS, drive, median } from './drive.mjs';
import { randomPublishedRow } from './news-rows.mjs';
import { seedMysql, seedSqlite } from './seed.mjs';
import { markdownTable, writeApiBlock } from './report.mjs';
import { residentMiB, startApp, startCeiling, startExpressFloor, stopApp } from './servers.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
// Each call is driven this many times, alternately with its ceiling, and each figure is the median over the rounds: a
// shared machine's speed moves by a third from one minute to the next (its hypervisor takes CPU time when it wants).
/** Details visitors read: fewer than the read cache's detail segment holds. */
const RECENT = 1_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BASELINE = process.env.BENCH_BASELINE ? resolve(process.env.BENCH_BASELINE) : null;
/** The Node.js binary the baseline runs on (BENCH_BASELINE_NODE), when it is not this one: a build from before a runtime move. */
const BASELINE_NODE = process.env.BENCH_BASELINE_NODE ?? process.execPath;
/** How long the servers are left idle after the run before their memory is read again (V8 gives back what it can). */
const IDLE_SECONDS = 20;
const SECRET = 'bench-secret';
const PASSWORD = 'Bench-pass-123';
const DEEP_PAGE = 5000;
const KEYWORD = '泵站';

async function createDatabase(kind, dir) {
  if (kind === 'sqlite') {
    const file = join(dir, 'bench.db');
    return { url: `sqlite:${file}`, seed: async (count) => seedSqlite(file, count), drop: async () => {} };
  }
  const server = new URL(process.env.TEST_MYSQL_URL);
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = await createConnection({ uri: server.toString() });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(server.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    seed: (count) => seedMysql(url.toString(), count),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
    },
  };
}

/**
 * The call, its ceiling and (with BENCH_BASELINE) the baseline build driven ROUNDS times, alternately; each figure the
 * median over the rounds.
 */
async function driveRounds(apiUrl, ceilingUrl, baselineUrl, request) {
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const plain = await drive(ceilingUrl, request);
    const before = baselineUrl ? await drive(baselineUrl, request) : null;
    const api = await drive(apiUrl, request);
    rounds.push({ plain, api, before });
  }
  const of = (pick) => median(rounds.map(pick));
  const baseline = baselineUrl && {
    rps: of((r) => r.before.rps),
    p99: of((r) => r.before.p99),
    failed: rounds.reduce((sum, r) => sum + r.before.failed, 0),
    ratio: of((r) => r.before.rps / r.plain.rps),
  };
  return {
    baseline,
    rps: of((r) => r.api.rps),
    p50: of((r) => r.api.p50),
    p99: of((r) => r.api.p99),
    failed: rounds.reduce((sum, r) => sum + r.api.failed, 0),
    ceilingRps: of((r) => r.plain.rps),
    // Each round's pair ran back to back, on the machine as it was then.
    ratio: of((r) => r.api.rps / r.plain.rps),
  };
}

/** CPU time so far, all cores, from /proc/stat: [stolen by the hypervisor, total] in ticks (null off Linux). */
function cpuTicks() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return [fields[7] ?? 0, fields.reduce((sum, value) => sum + value, 0)];
  } catch {
    return null;
  }
}

async function call(base, path, { method = 'POST', headers = {}, body = null } = {}) {
  const res = await fetch(`${base}${path}`, { method, headers, body: body ?? undefined });
  return { status: res.status, bytes: await res.text() };
}

async function benchDatabase(kind) {
  const dir = mkdtempSync(join(tmpdir(), 'site-bench-'));
  const database = await createDatabase(kind, dir);
  const options = { databaseUrl: database.url, dir, secret: SECRET, password: PASSWORD };
  try {
    // First start: migrations and the demo content (page texts, settings, downloads); then the news.
    await stopApp(await startApp({ ...options, seedDemo: true }));
    const seedStart = Date.now();
    await database.seed(ROWS);
    const seedSeconds = ((Date.now() - seedStart) / 1000).toFixed(1);

    const app = await startApp({ ...options, seedDemo: false });
    const baselineApp =
      BASELINE && (await startApp({ ...options, seedDemo: false, backendDir: BASELINE, node: BASELINE_NODE }));
    const ceiling = await startCeiling();
    try {
      const token = contract.hourlyToken(SECRET);
      const headers = { 'content-type': 'application/json', token, lang: 'cn' };
      const login = JSON.parse(
        (
          await call(app.url, '/api/adm/login', {
            headers,
            body: JSON.stringify({ username: 'admin', password: PASSWORD }),
          })
        ).bytes,
      );
      const adminHeaders = { 'content-type': 'application/json', access_token: login.data.access_token, lang: 'cn' };
      const newest = JSON.parse(
        (
          await call(app.url, '/api/adm/get_news_list', {
            headers: adminHeaders,
            body: '{"sort":"id","order":"desc","limit":1}',
          })
        ).bytes,
      );
      // Bench row i has id firstId + i.
      const firstId = newest.data.list[0].id - ROWS + 1;
      // Any of the rows (a crawler: the detail segment of the read cache holds a few thousand), or one of the
      // newest RECENT (what visitors read: answered from that segment once the unmeasured second has filled it).
      const randomPublishedId = (among) => firstId + randomPublishedRow(ROWS, among);

      const publicCalls = [
        ['GET /api/health', { method: 'GET', path: '/api/health' }],
        ['get_news_list page 1', { path: '/api/get_news_list', body: '{"page":1,"limit":10}' }],
        [`get_news_list page ${DEEP_PAGE}`, { path: '/api/get_news_list', body: `{"page":${DEEP_PAGE},"limit":10}` }],
        ['get_news_detail (random id)', { path: '/api/get_news_detail', randomId: ROWS }],
        [`get_news_detail (newest ${RECENT})`, { path: '/api/get_news_detail', randomId: RECENT }],
        ['get_page_text', { path: '/api/get_page_text', body: '{"key":"about"}' }],
        ['get_set_detail', { path: '/api/get_set_detail', body: '{"key":"site_name"}' }],
        ['get_download', { path: '/api/get_download', body: '{}' }],
        // Rendered public pages, as a browser asks for them (a crawler would get the plain variant).
        ['GET / (public page)', { method: 'GET', path: '/', headers: BROWSER_HEADERS }],
        ['GET /news (public page)', { method: 'GET', path: '/news', headers: BROWSER_HEADERS }],
      ];
      const rows = [];
      const ticksBefore = cpuTicks();
      for (const [label, spec] of publicCalls) {
        const method = spec.method ?? 'POST';
        const body = spec.randomId ? JSON.stringify({ id: randomPublishedId(spec.randomId) }) : (spec.body ?? null);
        const requestHeaders = spec.headers ?? headers;
        const sample = await call(app.url, spec.path, { method, headers: requestHeaders, body });
        if (sample.status !== 200) throw new Error(`${label}: ${sample.status} ${sample.bytes.slice(0, 200)}`);
        await ceiling.record(method, spec.path, spec.randomId ? null : body, sample.bytes);
        const request = {
          method,
          headers: method === 'POST' || spec.headers ? requestHeaders : {},
          ...(spec.randomId
            ? {
                requests: [
                  {
                    setupRequest: (req) => ({ ...req, body: JSON.stringify({ id: randomPublishedId(spec.randomId) }) }),
                  },
                ],
              }
            : body !== null
              ? { body }
              : {}),
        };
        const result = await driveRounds(
          `${app.url}${spec.path}`,
          `${ceiling.url}${spec.path}`,
          baselineApp && `${baselineApp.url}${spec.path}`,
          request,
        );
        rows.push({
          call: label,
          'req/s': result.rps,
          'p50 ms': result.p50,
          'p99 ms': result.p99,
          failures: result.failed,
          'ceiling req/s': result.ceilingRps,
          ratio: `${result.ratio.toFixed(2)}×`,
          bytes: sample.bytes.length,
          ...(result.baseline && {
            'before req/s': result.baseline.rps,
            'before p99 ms': result.baseline.p99,
            'before ratio': `${result.baseline.ratio.toFixed(2)}×`,
            'before failures': result.baseline.failed,
          }),
        });
      }
      const ticksAfter = cpuTicks();
      const stolen = ticksBefore && ticksAfter && (ticksAfter[0] - ticksBefore[0]) / (ticksAfter[1] - ticksBefore[1]);
      // Express's own floor, driven like the rest (see startExpressFloor).
      const healthBytes = (await call(app.url, '/api/health', { method: 'GET' })).bytes;
      const floor = await startExpressFloor('/api/health', healthBytes);
      const floorRps = (await drive(`${floor.url}/api/health`, { method: 'GET' })).rps;
      floor.close();
      const healthCeiling = rows.find((row) => row.call === 'GET /api/health')['ceiling req/s'];
      const expressFloor = { rps: floorRps, ratio: `${(floorRps / healthCeiling).toFixed(2)}×` };

      const adminCalls = [
        ['adm/get_news_list page 1', '{"page":1,"limit":10}'],
        [`adm/get_news_list page ${DEEP_PAGE}`, `{"page":${DEEP_PAGE},"limit":10}`],
        [`adm/get_news_list keyword ${KEYWORD}`, JSON.stringify({ keyword: KEYWORD, page: 1, limit: 10 })],
      ];
      const adminRows = [];
      for (const [label, body] of adminCalls) {
        const result = await drive(
          `${app.url}/api/adm/get_news_list`,
          { method: 'POST', headers: adminHeaders, body },
          1,
        );
        adminRows.push({
          'call (-c 1)': label,
          'req/s': result.rps,
          'p50 ms': result.p50,
          'p99 ms': result.p99,
          failures: result.failed,
        });
      }
      const pids = [app.child.pid, baselineApp?.child.pid];
      const [end, baselineEnd] = pids.map((pid) => pid && residentMiB(pid));
      await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
      const [idle, baselineIdle] = pids.map((pid) => pid && residentMiB(pid));
      const rss = { end, idle, baseline: baselineApp ? { end: baselineEnd, idle: baselineIdle } : null };
      return { kind, rows, adminRows, rss, seedSeconds, expressFloor, stolen };
    } finally {
      ceiling.close();
      await stopApp(app);
      if (baselineApp) await stopApp(baselineApp);
    }
  } finally {
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The servers' resident memory at the end of the run and once idle for IDLE_SECONDS, in the report's words. */
function residentReport({ end, idle, baseline }) {
  const before = baseline ? ` (before: ${baseline.end} and ${baseline.idle} MiB)` : '';
  return `Server resident memory at the end of the run: ${end} MiB; ${IDLE_SECONDS} s later, idle: ${idle} MiB${before}.`;
}

function nodeVersion(binary) {
  return execFileSync(binary, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
}

/** The baseline checkout's commit and date. */
function baselineCommit() {
  try {
    return execFileSync('git', ['-C', BASELINE, 'log', '-1', '--format=%h (%cs)'], { encoding: 'utf8' }).trim();
  } catch {
    return BASELINE;
  }
}

async function serverVersion(kind) {
  if (kind === 'sqlite') {
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(':memory:');
    const { v } = db.prepare('SELECT sqlite_version() AS v').get();
    db.close();
    return `SQLite ${v}`;
  }
  const connection = await createConnection({ uri: process.env.TEST_MYSQL_URL });
  const [[{ v }]] = await connection.query('SELECT VERSION() AS v');
  await connection.end();
  return `MySQL/MariaDB ${v}`;
}

// BENCH_DATABASES=mysql re-runs one engine alone (default: SQLite, and MySQL/MariaDB when TEST_MYSQL_URL is set).
const available = ['sqlite', ...(process.env.TEST_MYSQL_URL ? ['mysql'] : [])];
const asked = process.env.BENCH_DATABASES?.split(',').map((kind) => kind.trim());
const kinds = asked ? available.filter((kind) => asked.includes(kind)) : available;
if (kinds.length === 0)
  throw new Error(`BENCH_DATABASES=${process.env.BENCH_DATABASES}: none of ${available.join(', ')}`);
let failed = false;
for (const kind of kinds) {
  const result = await benchDatabase(kind);
  const machine =
    `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Linux ${release()}, ` +
    `Node ${process.versions.node}, ${await serverVersion(kind)}`;
  const heading =
    `### ${kind === 'sqlite' ? 'SQLite' : 'MariaDB/MySQL'}, ${ROWS.toLocaleString('en')} news ` +
    `(${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`;
  const markdown = [
    heading,
    '',
    `Machine: ${machine}. ${DRIVEN_AS} per call, ` +
      `${ROUNDS} rounds; the ceiling is a plain node:http server answering the same bytes in a process of its own, as ` +
      'the server runs, driven the same way right before the call in each round. Each figure is its median over the ' +
      "rounds (failures are summed; the ratio is the median of the rounds' ratios). " +
      (result.stolen === null
        ? ''
        : `CPU time taken by the hypervisor meanwhile: ${(result.stolen * 100).toFixed(1)}%. `) +
      'Seeding the news took ' +
      `${result.seedSeconds} s. ${residentReport(result.rss)} Express 5 alone ` +
      "on the app's server (requests born with its prototypes) answering the health bytes (no middleware) " +
      `reached ${result.expressFloor.rps} req/s, ` +
      `${result.expressFloor.ratio} the ceiling: the floor of every call, all of which go through Express.` +
      (BASELINE
        ? ` "Before" columns: the build of ${baselineCommit()} (BENCH_BASELINE) on Node ${nodeVersion(BASELINE_NODE)}, ` +
          'on the same database, driven in the same rounds right before this build.'
        : ''),
    '',
    markdownTable(result.rows),
    '',
    markdownTable(result.adminRows),
  ].join('\n');
  console.log(`\n${markdown}\n`);
  await writeApiBlock(`${kind}-${ROWS}`, markdown);
  if ([...result.rows, ...result.adminRows].some((row) => row.failures > 0)) failed = true;
}
if (failed) process.exitCode = 1;
