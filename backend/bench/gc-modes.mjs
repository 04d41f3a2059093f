#!/usr/bin/env node
// `npm run bench:gc`: what the garbage collector does under each public call, for choosing the server's Node flags.
// The BUILT server on a SQLite database of BENCH_ROWS news (100,000) is started BENCH_STARTS times (3), as `npm start`
// starts it plus BENCH_NODE_FLAGS (space-separated, e.g. "--no-concurrent-marking"); each start drives the calls in
// turn (BENCH_SECONDS at BENCH_CONNECTIONS after 1 s unmeasured) and prints, per call, req/s, p99 and, from
// gc-report.cjs inside the server, the minor and major collections meanwhile and the memory after. On Node 24 a
// process settles into a busy or a quiet mode under health and stays in it (docs/benchmarks.md, "The collector's two
// modes on Node 24"): a start is one draw, hence several.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { BROWSER_HEADERS, drive } from './drive.mjs';
import { randomPublishedRow } from './news-rows.mjs';
import { seedSqlite } from './seed.mjs';
import { startApp, stopApp } from './servers.mjs';
import contract from '@site/contract';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const STARTS = Number(process.env.BENCH_STARTS ?? 3);
const EXTRA_FLAGS = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
const SECRET = 'bench-secret';
const REPORTER = fileURLToPath(new URL('./gc-report.cjs', import.meta.url));

const dir = mkdtempSync(join(tmpdir(), 'site-gc-'));
const reportFile = join(dir, 'gc-report.json');
const options = { databaseUrl: `sqlite:${join(dir, 'bench.db')}`, dir, secret: SECRET, password: 'Bench-pass-123' };
const headers = { 'content-type': 'application/json', token: contract.hourlyToken(SECRET), lang: 'cn' };
/** Bench row i has id firstId + i (read once the rows are seeded). */
let firstId;
/** Any published bench row: a crawler's read, mostly missing the read cache. */
const anyNews = () => JSON.stringify({ id: firstId + randomPublishedRow(ROWS) });
const CALLS = [
  ['GET /api/health', '/api/health', { method: 'GET' }],
  ['get_news_list page 1', '/api/get_news_list', { method: 'POST', headers, body: '{"page":1,"limit":10}' }],
  [
    'get_news_detail (random id)',
    '/api/get_news_detail',
    {
      method: 'POST',
      headers,
      requests: [{ setupRequest: (request) => ({ ...request, body: anyNews() }) }],
    },
  ],
  ['get_set_detail', '/api/get_set_detail', { method: 'POST', headers, body: '{"key":"site_name"}' }],
  ['GET / (public page)', '/', { method: 'GET', headers: BROWSER_HEADERS }],
];

/** What the collector did since the last report, and the memory now (gc-report.cjs in the server). */
async function report(app) {
  app.child.kill('SIGUSR2');
  for (let tries = 0; tries < 50; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    try {
      const text = readFileSync(reportFile, 'utf8');
      rmSync(reportFile);
      return JSON.parse(text);
    } catch {
      // Not written yet.
    }
  }
  throw new Error('the server wrote no GC report');
}

const collections = ({ count, ms }) => `${count} in ${Math.round(ms)} ms`;

try {
  await stopApp(await startApp({ ...options, seedDemo: true }));
  seedSqlite(join(dir, 'bench.db'), ROWS);
  const database = new Database(join(dir, 'bench.db'), { readonly: true });
  firstId = database.prepare('SELECT MAX(id) AS top FROM news').get().top - ROWS + 1;
  database.close();
  for (let start = 1; start <= STARTS; start++) {
    const app = await startApp({
      ...options,
      seedDemo: false,
      extraFlags: EXTRA_FLAGS,
      env: { NODE_OPTIONS: `--require ${REPORTER}`, GC_REPORT_FILE: reportFile },
    });
    try {
      await report(app);
      const rows = [];
      for (const [call, path, request] of CALLS) {
        const result = await drive(`${app.url}${path}`, request);
        const gc = await report(app);
        rows.push({
          start,
          call,
          'req/s': result.rps,
          'p99 ms': result.p99,
          failures: result.failed,
          minor: collections(gc.minor),
          major: collections(gc.major),
          'resident MiB': gc.residentMiB,
          'heap MiB': gc.heapMiB,
          'Buffers MiB': gc.buffersMiB,
        });
      }
      console.table(rows);
    } finally {
      await stopApp(app);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
