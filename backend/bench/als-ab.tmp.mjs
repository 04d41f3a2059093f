// Ad-hoc A/B (not committed): baseline build vs this build, alternating runs.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import contract from '@site/contract';
import autocannon from 'autocannon';
import { startApp, stopApp } from './servers.mjs';
import { waitUntilIdle } from '../../scripts/process-idle.mjs';

const SECRET = 'bench-secret';
const builds = { before: '/tmp/lh/backend', after: '/work/main/backend' };
const apps = {};
for (const [name, backendDir] of Object.entries(builds)) {
  const dir = mkdtempSync(join(tmpdir(), `als-${name}-`));
  apps[name] = await startApp({ databaseUrl: `sqlite:${join(dir, 'site.db')}`, dir, secret: SECRET, password: 'Bench-pass-1', seedDemo: true, backendDir, env: { SITE_URL: 'http://127.0.0.1' } });
  await waitUntilIdle(apps[name].child.pid, { label: name });
}
const token = contract.hourlyToken(SECRET);
const specs = {
  'POST /api/get_news_list': { method: 'POST', path: '/api/get_news_list', headers: { 'content-type': 'application/json', token, lang: 'cn' }, body: '{"page":1,"limit":10}' },
  'GET /news (page)': { method: 'GET', path: '/news', headers: { 'user-agent': 'Mozilla/5.0 Chrome/156.0' } },
};
const results = {};
for (let round = 0; round < 5; round++) {
  for (const [label, spec] of Object.entries(specs)) {
    for (const name of round % 2 ? ['after', 'before'] : ['before', 'after']) {
      const r = await autocannon({ url: apps[name].url + spec.path, method: spec.method, headers: spec.headers, body: spec.body, connections: 10, duration: 4 });
      ((results[label] ??= {})[name] ??= []).push(Math.round(r.requests.average));
      if (r.non2xx + r.errors) console.log('errors', label, name, r.non2xx, r.errors);
    }
  }
}
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
for (const [label, byName] of Object.entries(results)) {
  console.log(label, Object.entries(byName).map(([n, v]) => `${n} ${median(v)} (${v.join(' · ')})`).join(' | '));
}
for (const app of Object.values(apps)) await stopApp(app);
