import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { expect, test } from '../support/fixtures';
import { CONTENT } from '../support/public-content';

/**
 * `npm run export` (scripts/export-public.mjs) against this run's database, into a temporary folder, then that
 * folder behind a plain file server — what a CDN or object storage does: the address decoded to a file name, a
 * folder answered by its index.html, the query ignored, 404.html for anything else.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.xml': 'application/xml',
};

function fileHost(dir: string): Server {
  return createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname));
    let file = join(dir, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    const found = file.startsWith(dir) && existsSync(file);
    res.statusCode = found ? 200 : 404;
    res.setHeader('Content-Type', TYPES[extname(found ? file : '.html')] ?? 'application/octet-stream');
    res.end(readFileSync(found ? file : join(dir, '404.html')));
  });
}

test.describe('npm run export', () => {
  let dir: string;
  let host: Server | undefined;
  let site: string;

  // `content`: the export reads the run's database, so the public content is stored before it runs.
  test.beforeAll(async ({ content: _storedFirst }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one export, checked on the desktop project');
    test.setTimeout(180_000);
    dir = mkdtempSync(join(tmpdir(), 'corp-site-export-'));
    const data = process.env.E2E_DATA_DIR ?? '';
    // The export starts a server of its own on this run's database (SQLite takes the second process).
    const exporter = spawn(process.execPath, [join(ROOT, 'scripts', 'export-public.mjs'), dir], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: `sqlite:${join(data, 'site.db')}`,
        UPLOAD_DIR: join(data, 'uploads'),
        SEED_DEMO: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    exporter.stdout.on('data', (chunk) => (output += chunk));
    exporter.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => exporter.once('exit', resolve));
    expect(code, output).toBe(0);
    expect(output).toMatch(/已导出 \d+ 个页面/);

    host = fileHost(dir);
    await new Promise<void>((resolve) => host?.listen(0, '127.0.0.1', resolve));
    const address = host.address();
    site = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => (host ? host.close(resolve) : resolve(undefined)));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('writes every page of the news list and of each category, with its payload', async ({ content }) => {
    const file = (path: string) => readFileSync(join(dir, path), 'utf8');
    const firstPage = file('news/index.html');
    const secondPage = file('news/page/2/index.html');
    expect(firstPage).toContain(CONTENT.videoTitle);
    expect(secondPage).toContain('示例新闻 1<');
    expect(secondPage).not.toContain(CONTENT.videoTitle);
    expect(secondPage).toContain('/news/page/2"/>');
    expect(file('news/page/2.data')).toContain('示例新闻 1');
    expect(file('news/page/2.data')).not.toContain(CONTENT.videoTitle);

    const category = `news/category/${CONTENT.categories[1]}`;
    expect(file(`${category}/index.html`)).toContain(CONTENT.richTitle);
    expect(file(`${category}.data`)).toContain(CONTENT.richTitle);
    expect(file(`${category}.data`)).not.toContain(CONTENT.videoTitle);
    expect(existsSync(join(dir, `news/category/${CONTENT.categories[0]}/index.html`))).toBe(true);
    // Nothing on a file host answers a search: the copy has no search box.
    expect(firstPage).not.toContain('role="search"');
    expect(file('sitemap.xml')).toContain('/news/page/2</loc>');
    // No server counts a download there: the link is the file, copied along.
    const downloads = file('download/index.html');
    expect(downloads).toContain(`href="${content.fileUrl}"`);
    expect(downloads).not.toContain(`href="/download/${content.downloadId}"`);
    expect(existsSync(join(dir, content.fileUrl))).toBe(true);
  });

  test('on a file host, the page links and category tabs lead to their own pages', async ({ page }) => {
    const payloads: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('.data')) payloads.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await page.goto(`${site}/news`);
    await expect(page.getByRole('heading', { name: CONTENT.videoTitle })).toBeVisible();
    await expect(page.getByRole('search')).toHaveCount(0);

    await page.getByRole('link', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(`${site}/news/page/2`);
    await expect(page.getByRole('heading', { name: '示例新闻 1', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: CONTENT.videoTitle })).toHaveCount(0);

    await page.getByRole('navigation', { name: '新闻分类' }).getByRole('link', { name: CONTENT.categories[1] }).click();
    await expect(page).toHaveURL(`${site}/news/category/${encodeURIComponent(CONTENT.categories[1])}`);
    await expect(page.getByRole('heading', { name: CONTENT.richTitle })).toBeVisible();
    await expect(page.getByRole('heading', { name: CONTENT.videoTitle })).toHaveCount(0);
    // Client-side navigation read each page's own payload from the host.
    expect(payloads).toEqual([
      '200 /news/page/2.data',
      `200 /news/category/${encodeURIComponent(CONTENT.categories[1])}.data`,
    ]);

    // Opened directly, the second page is that page.
    await page.goto(`${site}/news/page/2`);
    await expect(page.getByRole('heading', { name: '示例新闻 1', exact: true })).toBeVisible();
  });
});
