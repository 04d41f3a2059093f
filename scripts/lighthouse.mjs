#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse 13 (npm) in Debian's Chromium against the built site with the demo content,
// on every public page (PUBLIC_PAGES and a news detail) and the back office's /adm/login at mobile and desktop settings. Writes the scores and each page's
// weight into the "Lighthouse" section of docs/benchmarks.md (between its markers; the rest of the file is
// left alone). Each page is measured LIGHTHOUSE_RUNS times (default 3) and the run with the median performance
// score is kept, as Lighthouse advises several runs: one run on a shared machine is noisy. CHROME_PATH picks another Chromium; LIGHTHOUSE_REPORT_DIR keeps
// each kept run's full JSON report there; LIGHTHOUSE_PATHS (comma-separated, e.g. /adm/login) measures only those pages and keeps the other pages' rows;
// LIGHTHOUSE_NOTE adds a line about the run (e.g. how busy the machine was).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { format, resolveConfig } from 'prettier';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { waitUntilIdle } from './process-idle.mjs';
import { freePort, ROOT, startPublicServer } from './public-server.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 3);
/**
 * Every page of the public site (frontend-public/app/routes.ts) once, the news detail found in the sitemap besides;
 * not the not-found page, which Lighthouse refuses to score (its status is 404).
 */
const PUBLIC_PAGES = ['/', '/news', '/education', '/about', '/perform', '/service', '/download', '/join'];
/** The audits the performance score is made of. */
const METRICS = new Set([
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
]);
const START = '<!-- lighthouse:start -->';
const END = '<!-- lighthouse:end -->';

async function launchChromium() {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
  const chromium = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: 'ignore',
    },
  );
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    port,
    stop: async () => {
      const exited = new Promise((resolve) => chromium.once('exit', resolve));
      chromium.kill('SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Fetches the page and every asset and upload it names (scripts, styles, pictures, their resized variants,
 * posters, videos) once: the server then holds what a visited site's server holds (the rendered page, compressed
 * assets, picture variants made on first request).
 */
async function warm(url) {
  const html = await (await fetch(url)).text();
  const files = [...new Set(html.match(/\/(?:assets|uploads)\/[^\s"'<>),]+/g) ?? [])];
  // node:http rather than fetch, which sends its own Accept-Encoding: what Chromium asks over plain http (gzip;
  // brotli only over https) is what the server compresses, and keeps, for the measured runs.
  const load = (path) =>
    new Promise((resolve, reject) => {
      httpGet(new URL(path, url), { headers: { 'accept-encoding': 'gzip, deflate' } }, (response) =>
        response.resume().on('end', resolve).on('error', reject),
      ).on('error', reject);
    });
  for (let i = 0; i < files.length; i += 4) await Promise.all(files.slice(i, i + 4).map(load));
}

/** Transfer sizes (what crossed the wire, gzipped where served so) of the page's scripts and of everything. */
function weights(lhr) {
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  const of = (type) => items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return { js: of('script'), total: of('total') };
}

/** The first news detail page of the demo content, from the sitemap. */
async function detailPath(site) {
  const sitemap = await (await fetch(`${site}/sitemap.xml`)).text();
  const detail = /<loc>[^<]*(\/detail\/\d+)<\/loc>/.exec(sitemap)?.[1];
  if (!detail) throw new Error('站点地图里没有新闻详情页：演示内容没有加载？');
  return detail;
}

async function main() {
  // The demo site's database and uploads (pictures and their variants) live only as long as the measurement.
  const data = mkdtempSync(join(tmpdir(), 'lighthouse-site-'));
  const server = await startPublicServer({
    NODE_ENV: 'production',
    SEED_DEMO: 'true',
    DATABASE_URL: `sqlite:${join(data, 'site.db')}`,
    UPLOAD_DIR: join(data, 'uploads'),
  });
  await waitUntilIdle(server.pid, { label: 'site' });
  const chromium = await launchChromium();
  const rows = [];
  let version = '13';
  try {
    // LIGHTHOUSE_PATHS as given (a news detail among them by its path); otherwise every page, the detail found in the sitemap.
    const only = process.env.LIGHTHOUSE_PATHS?.split(',');
    for (const path of only ?? [...PUBLIC_PAGES, await detailPath(server.url), '/adm/login']) {
      await warm(`${server.url}${path}`);
      for (const formFactor of ['mobile', 'desktop']) {
        const config = formFactor === 'desktop' ? desktopConfig : undefined;
        const results = [];
        for (let run = 1; run <= RUNS; run += 1) {
          const result = await lighthouse(
            `${server.url}${path}`,
            { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
            config,
          );
          // A run that could not be scored: Lighthouse's own error, or the first metric it could not compute.
          const error =
            result.lhr.runtimeError ??
            (result.lhr.categories.performance.score === null
              ? Object.values(result.lhr.audits).find((audit) => audit.errorMessage && METRICS.has(audit.id))
              : undefined);
          if (error)
            console.warn(
              `${path} ${formFactor}, run ${run}: ${error.code ?? error.id} ${error.message ?? error.errorMessage}`,
            );
          results.push(result);
        }
        const scoreOf = ({ lhr }) => (lhr.runtimeError ? null : (lhr.categories.performance.score ?? null));
        const performance = results.map((result) =>
          scoreOf(result) === null ? 'failed' : String(Math.round(scoreOf(result) * 100)),
        );
        // The run with the median performance score stands for the page (its other scores and weights too); a run
        // Lighthouse could not finish (it says why above) is no score at all.
        const measured = results.filter((result) => scoreOf(result) !== null);
        const ranked = (measured.length > 0 ? measured : results).sort((a, b) => scoreOf(a) - scoreOf(b));
        const result = ranked[Math.floor((ranked.length - 1) / 2)];
        const { lhr } = result;
        version = lhr.lighthouseVersion;
        if (process.env.LIGHTHOUSE_REPORT_DIR) {
          writeFileSync(
            join(process.env.LIGHTHOUSE_REPORT_DIR, `${path.replace(/\W+/g, '_')}-${formFactor}.json`),
            result.report,
          );
        }
        if (lhr.runtimeError)
          console.warn(`${path} ${formFactor}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const scores = CATEGORIES.map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100));
        rows.push({ path, formFactor, scores, performance, ...weights(lhr) });
        process.stdout.write(
          `${path} ${formFactor}: ${scores.join(' / ')} (performance of each run: ${performance.join(', ')})\n`,
        );
      }
    }
  } finally {
    await Promise.allSettled([chromium.stop(), server.stop()]);
    rmSync(data, { recursive: true, force: true, maxRetries: 5 });
  }
  await writeSection(rows, version);
}

/** `Chromium 156.0.8078.79`, or the binary's name when it does not say. */
function chromiumVersion() {
  try {
    return (
      /Chromium [\d.]+/.exec(
        execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
      )?.[0] ?? 'Chromium'
    );
  } catch {
    return 'Chromium';
  }
}

/** Table rows of the section now in `text` whose page was not measured this time (LIGHTHOUSE_PATHS): kept as they are. */
function rowsNotMeasured(text, measured) {
  const section = text.slice(text.indexOf(START), text.indexOf(END));
  return section.split('\n').filter((line) => /^\| \//.test(line) && !measured.has(line.split('|')[1].trim()));
}

async function writeSection(rows, version) {
  const file = join(ROOT, 'docs', 'benchmarks.md');
  const text = readFileSync(file, 'utf8');
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const kept = text.includes(START) ? rowsNotMeasured(text, new Set(rows.map(({ path }) => path))) : [];
  const table = [
    '| page | device | performance | accessibility | best practices | SEO | JavaScript (transfer) | all resources (transfer) | performance of each run |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...kept,
    ...rows.map(
      ({ path, formFactor, scores, performance, js, total }) =>
        `| ${path} | ${formFactor} | ${scores.join(' | ')} | ${kb(js)} | ${kb(total)} | ${performance.join(', ')} |`,
    ),
  ];
  // Formatted as `prettier --check .` (in npm test) wants it.
  const body = await format(
    [
      `## Lighthouse`,
      '',
      `\`npm run lighthouse\` (scripts/lighthouse.mjs, ${when} UTC): Lighthouse ${version} in Debian's ${chromiumVersion()} against`,
      'the built all-in-one server in production mode with the demo content, each page and the files it names fetched',
      `once before it is measured; the median of ${RUNS} runs per page and device (a run Lighthouse could not finish,`,
      'listed as failed, is left out).',
      "Mobile uses Lighthouse's default throttled phone, desktop its desktop preset. Aim: performance ≥ 95, accessibility ≥ 95,",
      'best practices ≥ 95, SEO 100; at most 150 KB of gzipped JavaScript on pages without video;',
      '/adm/login (the back office, not indexed: SEO does not apply) performance ≥ 90 and at most 250 KB of JavaScript.',
      ...(kept.length > 0
        ? [
            `Measured this time: ${[...new Set(rows.map(({ path }) => path))].join(', ')}; the other rows are kept from an earlier run.`,
          ]
        : []),
      process.env.LIGHTHOUSE_NOTE ?? '',
      '',
      ...table,
    ].join('\n'),
    { ...(await resolveConfig(file)), parser: 'markdown' },
  );
  const section = `${START}\n\n${body.trim()}\n\n${END}`;
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  const next =
    start !== -1 && end > start
      ? `${text.slice(0, start)}${section}${text.slice(end + END.length)}`
      : `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
  process.stdout.write(`已写入 ${file}\n`);
}

await main();
