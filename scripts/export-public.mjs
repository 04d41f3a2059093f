#!/usr/bin/env node
// `npm run export [-- <folder>]`: prerenders every public page of the site as it is now (the configured
// DATABASE_URL) into a folder a CDN or object storage serves as is: each page's HTML (`<path>/index.html`), the
// JSON payload client-side navigation fetches (`<path>.data`, `_.data` for /), the browser assets, the
// uploads the pages show, sitemap.xml, robots.txt, 404.html and the build descriptors of the update check.
// The pages are those of the sitemap, every page of the news list, of each news category and of the cases
// included (`/news/page/2`, `/news/category/公司新闻/page/2`: lists keep their page in the path, decision 011);
// a category's folder is written with its name as is, the way a file host decodes the address it is asked for.
// The server that renders them runs with PUBLIC_SITE_EXPORT=1: the copy has no keyword search (nothing to
// answer it on a file host), so its news pages show no search box.
// EXPORT_ORIGIN (e.g. https://www.example.cn) is written into canonical URLs, Open Graph tags and the sitemap.
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ROOT, startPublicServer } from './public-server.mjs';

const outDir = resolve(process.argv[2] ?? join(ROOT, 'dist', 'public-site'));
const origin = (process.env.EXPORT_ORIGIN ?? '').replace(/\/+$/, '');
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36';

const server = await startPublicServer({ NODE_ENV: 'production', PUBLIC_SITE_EXPORT: '1' });
const rewrite = (text) => (origin ? text.replaceAll(server.url, origin) : text);

async function get(path, expected = [200]) {
  const response = await fetch(`${server.url}${path}`, { headers: { 'User-Agent': BROWSER }, redirect: 'manual' });
  if (!expected.includes(response.status)) throw new Error(`${path}: HTTP ${response.status}`);
  return response;
}

function write(path, body) {
  const file = join(outDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
}

/**
 * Where a page's files go: its path with each segment decoded (`/news/category/%E5%85%AC…` →
 * `news/category/公司…`); null for a segment no file name can hold (a category named `a/b` or `..`).
 */
function folderOf(path) {
  const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  return segments.some((segment) => /[/\\]/.test(segment) || segment === '.' || segment === '..')
    ? null
    : segments.join('/');
}

const uploads = new Set();
function noteUploads(text) {
  for (const match of text.matchAll(/\/uploads\/[^"'\s)<>\\]+/g)) uploads.add(match[0]);
}

try {
  rmSync(outDir, { recursive: true, force: true });
  cpSync(join(ROOT, 'frontend-public', 'build', 'client'), outDir, { recursive: true });

  const sitemap = await (await get('/sitemap.xml')).text();
  const paths = [];
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(loc.replaceAll('&amp;', '&')).pathname;
    const folder = folderOf(path);
    if (folder === null) {
      process.stderr.write(`跳过 ${decodeURIComponent(path)}：地址中含有文件名不能表示的字符\n`);
      continue;
    }
    const html = await (await get(path)).text();
    // React Router's single-fetch address: `/news/page/2` → `/news/page/2.data`, `/` → `/_.data`.
    const payload = await (await get(path === '/' ? '/_.data' : `${path}.data`)).text();
    noteUploads(html);
    write(folder ? `${folder}/index.html` : 'index.html', rewrite(html));
    write(folder ? `${folder}.data` : '_.data', rewrite(payload));
    paths.push(path);
  }
  const notFound = await (await get('/404', [404])).text();
  write('404.html', rewrite(notFound));
  write('sitemap.xml', rewrite(sitemap));
  write('robots.txt', rewrite(await (await get('/robots.txt')).text()));

  const { id } = await (await get('/builds/latest.json')).json();
  write('builds/latest.json', JSON.stringify({ id }));
  write(`builds/meta/${id}.json`, JSON.stringify({ id, prerendered: paths }));

  for (const path of uploads) {
    const response = await fetch(`${server.url}${path}`);
    if (response.ok) write(path.slice(1), Buffer.from(await response.arrayBuffer()));
  }
  process.stdout.write(`已导出 ${paths.length} 个页面和 ${uploads.size} 个上传文件到 ${outDir}\n`);
} finally {
  await server.stop();
}
