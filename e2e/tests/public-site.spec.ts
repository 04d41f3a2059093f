import type { Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { AdminCall } from '@site/contract';
import { homeSeo, siteName } from '../support/env';
import { adminSession, CONTENT } from '../support/public-content';
import { publicPages } from '../support/public-pages';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const LABELS: Record<string, string> = {
  '/join': '加入我们',
  '/news': '新闻动态',
  '/about': '关于我们',
  '/perform': '业绩展示',
  '/service': '服务项目',
  '/download': '下载中心',
  '/education': '澄川学堂',
};

test.describe('public site: server rendering', () => {
  test('every route arrives as full HTML: lang, title, canonical, Open Graph, JSON-LD, header and footer', async ({
    request,
    baseURL,
    content,
  }) => {
    for (const page of publicPages(content)) {
      const response = await request.get(page.path);
      expect(response.status(), page.path).toBe(200);
      const html = await response.text();
      expect(html, page.path).toMatch(/^<!DOCTYPE html><html lang="zh-CN">/i);
      expect(html, page.path).toContain(page.text);
      expect(html, page.path).toContain(`<link rel="canonical" href="${baseURL}${page.path.replace(/\?.*$/, '')}"/>`);
      expect(html, page.path).toContain('<meta property="og:title"');
      expect(html, page.path).toContain('"@type":"Organization"');
      expect(html, page.path).toContain(`"name":"${CONTENT.companyName}"`);
      if (page.path !== '/') expect(html, page.path).toContain('"@type":"BreadcrumbList"');
      expect(html, page.path).toContain(CONTENT.icp);
      expect(html, page.path).toContain(CONTENT.copyright);
      expect(html, page.path).toContain('<meta name="site-runtime-settings"');
    }
  });

  test('the home page carries its SEO entry; a detail page describes itself as a NewsArticle', async ({
    request,
    content,
  }) => {
    const home = await (await request.get('/')).text();
    expect(home).toContain(`<title>${homeSeo.title}</title>`);
    expect(home).toContain(`<meta name="description" content="${homeSeo.description}"/>`);
    expect(home).toContain(`<meta name="keywords" content="${homeSeo.keywords}"/>`);

    const detail = await (await request.get(`/detail/${content.richNewsId}`)).text();
    expect(detail).toContain(`<title>${CONTENT.richTitle} - ${siteName.value}</title>`);
    expect(detail).toContain('"@type":"NewsArticle"');
    expect(detail).toContain(`"headline":"${CONTENT.richTitle}"`);
  });

  test('the home page’s head asks first for what its first paint needs: the lead banner, the stylesheet', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const lead = head.search(/<link rel="preload" as="image" type="image\/avif" fetchPriority="high" imageSrcSet="/);
    const stylesheet = head.search(/<link rel="stylesheet" href="\/assets\/app-[\w-]+\.css"/);
    const scripts = [...head.matchAll(/<link rel="modulepreload"/g)].map(({ index }) => index);
    expect(lead).toBeGreaterThan(-1);
    expect(stylesheet).toBeGreaterThan(lead);
    expect(scripts.length).toBeGreaterThan(0);
    expect(Math.min(...scripts)).toBeGreaterThan(stylesheet);
    // Chunks grouped (decision 102): the manifest, Rolldown's runtime, the framework, the shared modules, the entry,
    // the root and the page's route, where a score of small chunks queued on HTTP/1.1's six connections (22 before).
    expect(scripts.length).toBeLessThanOrEqual(7);
  });

  test('rich content is rendered on the server: formula, highlighted code, file link with paperclip, lead image', async ({
    request,
    content,
  }) => {
    const html = await (await request.get(`/detail/${content.richNewsId}`)).text();
    expect(html).toMatch(/<span class="formula" data-value="E = mc\^2"><span class="katex"><math/);
    expect(html).toContain(
      '<pre class="code-block" data-language="python" tabindex="0" role="region" aria-label="代码"><code class="hljs"><span class="hljs-keyword">def</span>',
    );
    expect(html).toMatch(
      /<a class="file-link" href="[^"]+" download="产品手册.mp4"[^>]*><svg class="file-icon" aria-hidden="true"[^>]*>.*?<\/svg>产品手册.mp4<\/a>/,
    );
    // The content's first picture is the page's largest paint (no video above it): loaded at once, described.
    const lead = /<img src="\/uploads\/[^"]+" loading=[^>]*>/.exec(html)?.[0] ?? '';
    for (const attribute of [
      'loading="eager"',
      'decoding="async"',
      `alt="${CONTENT.richTitle}"`,
      'fetchpriority="high"',
      'width="720" height="405"',
    ]) {
      expect(lead).toContain(attribute);
    }
  });

  test('news: pages and categories in the path, keyword search in the query', async ({ page }) => {
    const technology = `/news/category/${encodeURIComponent('技术分享')}`;
    await page.goto('/news');
    await expect(page.getByRole('link', { name: '第 2 页' })).toBeVisible();
    await page.getByRole('link', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/\/news\/page\/2$/);
    await expect(page.getByText('示例新闻 1', { exact: true })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/news\/page\/2$/);

    await page.getByRole('navigation', { name: '新闻分类' }).getByRole('link', { name: '技术分享' }).click();
    await expect(page).toHaveURL(new RegExp(`${technology}$`));
    await expect(page.getByRole('heading', { level: 1, name: '技术分享' })).toBeVisible();
    await expect(page.getByRole('heading', { name: CONTENT.richTitle })).toBeVisible();
    await expect(page.getByRole('heading', { name: CONTENT.videoTitle })).toHaveCount(0);

    await page.goto('/news');
    await page.getByRole('searchbox', { name: '搜索新闻' }).fill('会被编辑');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(/\/news\?q=/);
    await expect(page.getByText('共 1 条')).toBeVisible();
    // The results name the query, in the heading and in the title.
    await expect(page.getByRole('heading', { level: 1, name: '“会被编辑”的搜索结果' })).toBeVisible();
    await expect(page).toHaveTitle(/^“会被编辑”的搜索结果 - /);
    await expect(page.getByRole('heading', { name: CONTENT.editableTitle })).toBeVisible();

    // Searching within a category keeps the category in the path.
    await page.goto(technology);
    await page.getByRole('searchbox', { name: '搜索新闻' }).fill('公式');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(new RegExp(`${technology}\\?q=`));
    await expect(page.getByRole('heading', { name: CONTENT.richTitle })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '“公式”的搜索结果（技术分享）' })).toBeVisible();
  });

  test('news and cases: the old query links answer a 301 to the path, in the browser too', async ({
    page,
    request,
  }) => {
    for (const [from, to] of [
      ['/news?page=2', '/news/page/2'],
      ['/news?page=1', '/news'],
      [
        '/news?category=%E6%8A%80%E6%9C%AF%E5%88%86%E4%BA%AB&q=%E5%85%AC%E5%BC%8F',
        '/news/category/%E6%8A%80%E6%9C%AF%E5%88%86%E4%BA%AB?q=%E5%85%AC%E5%BC%8F',
      ],
      ['/news/page/1', '/news'],
      ['/perform?page=1', '/perform'],
    ]) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect([from, response.status(), response.headers().location]).toEqual([from, 301, to]);
    }
    await page.goto('/news?page=2');
    await expect(page).toHaveURL(/\/news\/page\/2$/);
    await expect(page.getByText('示例新闻 1', { exact: true })).toBeVisible();
  });

  test('a download goes through the site, is counted and reaches the file', async ({ request, content }) => {
    const { call } = await adminSession(request);
    const countOf = async () =>
      (await call<{ list: Array<{ id: number; download_count: number }> }>(AdminCall.GET_DOWNLOAD_LIST, {})).list.find(
        (item) => item.id === content.downloadId,
      )?.download_count ?? -1;
    const countShown = async () => {
      const page = await (await request.get('/download')).text();
      return page.split('<li').find((entry) => entry.includes(`href="/download/${content.downloadId}"`));
    };
    const before = await countOf();
    expect(await countShown()).toContain(`下载 ${before} 次`);
    const answer = await request.get(`/download/${content.downloadId}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe(content.fileUrl);
    expect(await countOf()).toBe(before + 1);
    expect((await request.get(`/download/${content.downloadId}`)).status()).toBe(200);
    // The download page shows the new count on the very next visit, with no save in between.
    expect(await countShown()).toContain(`下载 ${before + 2} 次`);
  });
});

test.describe('public site: in the browser', () => {
  test('every route works with JavaScript disabled', async ({ browser, content }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const entry of publicPages(content)) {
      await page.goto(entry.path);
      await expect(page.getByRole('heading', { level: 1, name: entry.heading }).first(), entry.path).toBeAttached();
      await expect(page.getByText(entry.text).first(), entry.path).toBeAttached();
    }
    await context.close();
  });

  test('a page loads every script and style compressed, without the headers only a page needs', async ({ page }) => {
    const files: Request[] = [];
    page.on('requestfinished', (request) => {
      if (['script', 'stylesheet'].includes(request.resourceType())) files.push(request);
    });
    await page.goto('/education');
    await page.waitForLoadState('networkidle');
    const answers = await Promise.all(
      files.map(async (request) => ({ url: request.url(), headers: (await request.response())?.headers() ?? {} })),
    );
    // The route manifest among them: React Router writes it after the client build compressed its files (issue 22).
    expect(answers.map(({ url }) => url)).toContainEqual(expect.stringMatching(/\/assets\/manifest-\w+\.js$/));
    expect(answers.filter(({ headers }) => !/^(br|gzip)$/.test(headers['content-encoding'] ?? ''))).toEqual([]);
    expect(
      answers.filter(({ headers }) => 'content-security-policy' in headers || 'x-frame-options' in headers),
    ).toEqual([]);
  });

  test('every route is reached through the menu with JavaScript, the current entry marked', async ({
    page,
    isMobile,
    content,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    for (const entry of publicPages(content).filter((item) => /^\/[a-z]*$/.test(item.path) && item.path !== '/')) {
      if (isMobile) await page.locator('summary[aria-label="菜单"]').click();
      const menu = page.getByRole('navigation', { name: isMobile ? '移动端导航' : '主导航' });
      const link = menu.getByRole('link', { name: LABELS[entry.path], exact: true });
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: entry.heading }).first()).toBeVisible();
      // Closed, the mobile menu's links leave the accessibility tree: look them up in the DOM.
      await expect(
        page.locator(`nav[aria-label="${isMobile ? '移动端导航' : '主导航'}"] a[aria-current="page"]`),
      ).toHaveText(LABELS[entry.path]);
    }
    expect(errors).toEqual([]);
  });
});

test.describe('public site: not found and errors', () => {
  test('a detail id that is not a positive integer is a fatal 404 "Page Not Found: {path}"', async ({
    page,
    request,
  }) => {
    for (const path of ['/detail/abc', '/detail/0', '/detail/-3', '/detail/1.5']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain(`Page Not Found: ${path}`);
      expect(html, path).toContain('<title>Page Not Found</title>');
    }
    await page.goto('/detail/abc');
    await expect(page.getByText('Page Not Found: /detail/abc')).toBeVisible();
  });

  test('a list page that is no page — not a number, past the last, an unknown category — is a fatal 404', async ({
    request,
  }) => {
    for (const path of [
      '/news/page/abc',
      '/news/page/0',
      '/news/page/99',
      `/news/category/${encodeURIComponent('没有这个分类')}`,
      `/news/category/${encodeURIComponent('技术分享')}/page/2`,
      '/perform/page/2',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain(`Page Not Found: ${decodeURIComponent(path)}`);
    }
  });

  test('a missing news is a 404 too', async ({ request }) => {
    const response = await request.get('/detail/987654321');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page Not Found: /detail/987654321');
  });

  test('an unmatched route is a non-fatal 404 "Page not found: {path}"', async ({ page, request }) => {
    for (const path of ['/no-such-page', '/no-such-dir/no-such-page']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain(`Page not found: ${path}`);
    }
    await page.goto('/some/missing');
    await expect(page.getByText('Page not found: /some/missing', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  });

  test('a crawler gets the real status with a plain body instead of the error page', async ({ request }) => {
    for (const [path, status] of [
      ['/no-such-page', 404],
      ['/detail/abc', 404],
    ] as const) {
      const response = await request.get(path, { headers: { 'User-Agent': GOOGLEBOT } });
      expect(response.status(), path).toBe(status);
      expect(response.headers()['content-type'], path).toContain('text/plain');
      expect(await response.text(), path).toBe('404 Not Found\n');
    }
    const page = await request.get('/', { headers: { 'User-Agent': GOOGLEBOT } });
    expect(await page.text()).toContain(CONTENT.pageTexts.home);
  });
});

test.describe('public site: cache', () => {
  test('an edit through the API is visible on the very next request; unchanged pages answer 304', async ({
    request,
    content,
  }) => {
    const first = await request.get('/news');
    const etag = first.headers().etag;
    expect(etag).toBeTruthy();
    const again = await request.get('/news', { headers: { 'If-None-Match': etag } });
    expect([again.status(), again.headers()['x-page-cache']]).toEqual([304, 'HIT']);

    const { call } = await adminSession(request);
    const newTitle = `${CONTENT.editableTitle}（已修改 ${Date.now()}）`;
    await call(AdminCall.SAVE_NEWS, { id: content.editableNewsId, title: newTitle });

    const next = await request.get('/news', { headers: { 'If-None-Match': etag } });
    expect(next.status()).toBe(200);
    expect(await next.text()).toContain(newTitle);
    expect(await (await request.get(`/detail/${content.editableNewsId}`)).text()).toContain(newTitle);

    await call(AdminCall.SAVE_NEWS, { id: content.editableNewsId, title: CONTENT.editableTitle });
    expect(await (await request.get('/news')).text()).not.toContain(newTitle);
  });

  test('a news page is never kept by the page cache: every visit counts a view', async ({ request, content }) => {
    const path = `/detail/${content.richNewsId}`;
    await request.get(path);
    expect((await request.get(path)).headers()['x-page-cache']).toBe('BYPASS');
  });
});

test.describe('public site: files for search engines', () => {
  test('sitemap.xml lists every public page and every published news with lastmod; robots.txt points at it', async ({
    request,
    baseURL,
    content,
  }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    for (const path of ['/', '/join', '/news', '/about', '/perform', '/service', '/download', '/education']) {
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    // Every page of the news list and of each category, each an address of its own.
    for (const path of [
      '/news/page/2',
      ...CONTENT.categories.map((name) => `/news/category/${encodeURIComponent(name)}`),
    ]) {
      expect(xml).toMatch(new RegExp(`<loc>${baseURL}${path}</loc><lastmod>\\d{4}-`));
    }
    expect(xml).not.toContain('?page=');
    for (const id of [...content.newsIds, content.richNewsId, content.videoNewsId]) {
      expect(xml).toMatch(new RegExp(`<loc>${baseURL}/detail/${id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`));
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(robots).toContain('Disallow: /adm/');
  });
});
