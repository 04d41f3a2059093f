#!/usr/bin/env node
// `npm run bench`: autocannon on loopback against the BUILT all-in-one server, side by side with a plain
// Node http server answering the same JSON envelope in the same run (the baseline shows what the machine
// can do, so the API's numbers can be read against it). Bounded: a few seconds per target, loopback only.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import contract from '@site/contract';

const here = dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECRET = 'bench-secret';

function startBaseline() {
  const body = JSON.stringify({ code: 0, msg: '操作成功', data: { status: 'ok' } });
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function startApp(dir) {
  const child = spawn(process.execPath, [join(here, '..', 'dist', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`,
      UPLOAD_DIR: join(dir, 'uploads'),
      SEED_DEMO: 'true',
      API_TOKEN_SECRET: SECRET,
      ADMIN_PASSWORD: 'Bench-pass-123',
    },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk) => {
      output += chunk;
      const match = /http:\/\/localhost:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: `http://127.0.0.1:${match[1]}` });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

async function measure(title, options) {
  const result = await autocannon({ duration: DURATION, connections: CONNECTIONS, ...options });
  const failed = result.non2xx + result.errors + result.timeouts;
  return {
    target: title,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    failed,
  };
}

const dir = mkdtempSync(join(tmpdir(), 'site-bench-'));
const baseline = await startBaseline();
const app = await startApp(dir);
try {
  const token = contract.hourlyToken(SECRET);
  const json = { 'content-type': 'application/json', token, lang: 'cn' };
  const rows = [
    await measure('baseline node:http', { url: `http://127.0.0.1:${baseline.address().port}/` }),
    await measure('GET /api/health', { url: `${app.url}/api/health` }),
    await measure('POST /api/get_news_list', {
      url: `${app.url}/api/get_news_list`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ page: 1, limit: 10 }),
    }),
    await measure('POST /api/get_set_detail', {
      url: `${app.url}/api/get_set_detail`,
      method: 'POST',
      headers: json,
      body: '{}',
    }),
  ];
  console.table(rows);
  if (rows.some((row) => row.failed > 0)) process.exitCode = 1;
} finally {
  app.child.kill('SIGTERM');
  baseline.close();
  rmSync(dir, { recursive: true, force: true });
}
