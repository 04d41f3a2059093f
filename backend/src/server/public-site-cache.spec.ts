import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { securityHeaders } from '../common/http/security-headers';
import { etagOf, matchesEtag, PageCache } from './public-site-cache';
import { NoncedBody } from './public-site-nonce';
import { renderWithCache, type PublicLoadContext } from './public-site';

const runtimeSettings = { apiBase: '/api', tokenSecret: 's', buildId: 'b1' };
const bodyOf = (text: string) => new NoncedBody([Buffer.from(text)]);
const page = (text: string) => {
  const body = bodyOf(text);
  return { status: 200, headers: [], body, etag: etagOf(body) };
};
/** supertest listens on a new port per request: one Host, as a browser would send. */
const get = (app: express.Express, path: string) => request(app).get(path).set('Host', 'site.test');
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36';

/** A page as React Router renders it: inline scripts with the context's nonce, JSON-LD without (it is data). */
const html = (nonce: string, version: number) =>
  '<!DOCTYPE html><html lang="zh-CN"><head><script type="application/ld+json">{"@type":"Organization"}</script>' +
  `<link rel="modulepreload" href="/assets/entry.client.js" nonce="${nonce}"/></head><body>` +
  `<main>${'<p>新闻动态</p>'.repeat(200)} v${version}</main>` +
  `<script nonce="${nonce}">window.__reactRouterContext = {};</script>` +
  `<script type="module" async nonce="${nonce}">import "/assets/entry.client.js";</script></body></html>`;

const scriptSrc = (csp: string) => csp.split(';').find((part) => part.startsWith('script-src ')) ?? '';
const nonceOf = (csp: string) => /'nonce-([A-Za-z0-9+/]{22}==)'/.exec(scriptSrc(csp))?.[1];
const nonceAttributes = (text: string) => [...text.matchAll(/\snonce="([^"]*)"/g)].map((match) => match[1]);

/** A site whose pages say which content version they were rendered under, counting renders. */
function site(options: { status?: number; headers?: Record<string, string>; page?: 'text' | 'html' } = {}) {
  let version = 1;
  const renders: string[] = [];
  const contexts: PublicLoadContext[] = [];
  const app = express();
  app.use(securityHeaders());
  app.use(
    renderWithCache(
      async (req, context) => {
        renders.push(new URL(req.url).pathname);
        contexts.push(context);
        if (options.page === 'html') {
          return new Response(html(context.nonce, version), {
            headers: { 'Content-Type': 'text/html; charset=utf-8' },
          });
        }
        return new Response(`页面 v${version}`, { status: options.status ?? 200, headers: options.headers });
      },
      runtimeSettings,
      async () => String(version),
    ),
  );
  return { app, renders, contexts, edit: () => (version += 1) };
}

describe('PageCache', () => {
  it('answers an entry only under the content version it was stored with', () => {
    const cache = new PageCache();
    cache.set('k', '1', page('a'));
    expect(String(cache.get('k', '1')?.body.parts[0])).toBe('a');
    expect(cache.get('k', '2')).toBeUndefined();
  });

  it('keeps the last page of a key, of any version, until it is rendered again', () => {
    const cache = new PageCache();
    expect(cache.last('k')).toBeUndefined();
    cache.set('k', '1', page('a'));
    expect(cache.get('k', '2')).toBeUndefined();
    expect(String(cache.last('k')?.body.parts[0])).toBe('a');
    cache.set('k', '2', page('b'));
    expect(String(cache.last('k')?.body.parts[0])).toBe('b');
  });

  it('drops the least recently used entries beyond its limits', () => {
    const cache = new PageCache(2);
    cache.set('a', '1', page('a'));
    cache.set('b', '1', page('b'));
    cache.get('a', '1');
    cache.set('c', '1', page('c'));
    expect(cache.get('b', '1')).toBeUndefined();
    expect(cache.get('a', '1')).toBeDefined();
    expect(cache.size).toBe(2);
  });
});

describe('matchesEtag', () => {
  it('compares weakly and accepts lists and *', () => {
    expect(matchesEtag('"x"', '"x"')).toBe(true);
    expect(matchesEtag('W/"x", "y"', '"x"')).toBe(true);
    expect(matchesEtag('*', '"x"')).toBe(true);
    expect(matchesEtag('"y"', '"x"')).toBe(false);
    expect(matchesEtag(undefined, '"x"')).toBe(false);
  });
});

describe('renderWithCache', () => {
  it('renders once per content version: an edit shows on the very next request', async () => {
    const { app, renders, edit } = site();
    const first = await get(app, '/news').set('User-Agent', PERSON);
    const again = await get(app, '/news').set('User-Agent', PERSON);
    expect([first.text, again.text]).toEqual(['页面 v1', '页面 v1']);
    expect([first.headers['x-page-cache'], again.headers['x-page-cache']]).toEqual(['MISS', 'HIT']);
    edit();
    const afterEdit = await get(app, '/news').set('User-Agent', PERSON);
    expect(afterEdit.text).toBe('页面 v2');
    expect(renders).toEqual(['/news', '/news']);
  });

  it('answers 304 to a matching If-None-Match, and the page again once it changed', async () => {
    const { app, edit } = site();
    const first = await get(app, '/').set('User-Agent', PERSON);
    expect(first.headers.etag).toBe(etagOf(bodyOf('页面 v1')));
    expect(first.headers['cache-control']).toBe('no-cache');
    const revalidated = await get(app, '/').set('User-Agent', PERSON).set('If-None-Match', first.headers.etag);
    expect(revalidated.status).toBe(304);
    edit();
    const changed = await get(app, '/').set('User-Agent', PERSON).set('If-None-Match', first.headers.etag);
    expect([changed.status, changed.text]).toEqual([200, '页面 v2']);
  });

  it('keeps crawler and visitor answers apart, and query strings apart', async () => {
    const { app, renders } = site();
    await get(app, '/news?page=2').set('User-Agent', PERSON);
    await get(app, '/news?page=2').set('User-Agent', 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    await get(app, '/news?page=3').set('User-Agent', PERSON);
    expect(renders).toHaveLength(3);
  });

  it('renders and keeps a page by the query parameters pages read alone, in any order', async () => {
    const { app, renders } = site();
    for (let n = 0; n < 5; n++) await get(app, `/news?anything=${n}&utm_source=x${n}`).set('User-Agent', PERSON);
    await get(app, '/news?q=%E6%96%B0&page=2&x=1').set('User-Agent', PERSON);
    await get(app, '/news?page=2&x=2&q=%E6%96%B0&q=again').set('User-Agent', PERSON);
    expect(renders).toEqual(['/news', '/news']);
  });

  it('hands the render the path and those parameters only', async () => {
    const urls: string[] = [];
    const app = express();
    app.use(
      renderWithCache(
        async (req) => {
          urls.push(req.url);
          return new Response('页面');
        },
        runtimeSettings,
        async () => '1',
      ),
    );
    await get(app, '/news.data?_routes=routes%2Fnews&zzz=1&q=a+b');
    await get(app, '/about?fbclid=1');
    expect(urls).toEqual(['http://site.test/news.data?_routes=routes%2Fnews&q=a+b', 'http://site.test/about']);
  });

  it('never keeps an error page (the API may be back on the next request)', async () => {
    const { app, renders } = site({ status: 503 });
    const answers = [await get(app, '/'), await get(app, '/')];
    expect(answers.map((answer) => [answer.status, answer.headers['x-page-cache']])).toEqual([
      [503, 'BYPASS'],
      [503, 'BYPASS'],
    ]);
    expect(renders).toHaveLength(2);
  });

  it('never keeps a redirect (a counted download)', async () => {
    const { app, renders } = site({ status: 302, headers: { Location: '/uploads/a.pdf' } });
    const answer = await get(app, '/download/1');
    expect([answer.status, answer.headers.location]).toEqual([302, '/uploads/a.pdf']);
    await get(app, '/download/1');
    expect(renders).toHaveLength(2);
  });

  it('answers HEAD with the GET page headers and keeps the full page for the next GET', async () => {
    const { app, renders } = site();
    const head = await request(app).head('/news').set('Host', 'site.test');
    expect([head.status, head.headers['content-length']]).toEqual([200, String(Buffer.byteLength('页面 v1'))]);
    const page = await get(app, '/news');
    expect([page.text, page.headers['x-page-cache']]).toEqual(['页面 v1', 'HIT']);
    expect(renders).toHaveLength(1);
  });

  it("hands the loaders the runtime settings and this very server over loopback, on the request's port", async () => {
    const { app, contexts } = site();
    const server = app.listen(0, '127.0.0.1');
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      await request(`http://127.0.0.1:${port}`).get('/news');
      expect(contexts).toEqual([expect.objectContaining({ runtimeSettings, apiOrigin: `http://127.0.0.1:${port}` })]);
    } finally {
      server.close();
    }
  });

  describe('a page rendered with defaults where an API call failed', () => {
    /**
     * A site whose settings call fails while `apiDown` says so: like the root loader, the render still answers
     * 200 with the default site name, and tells the context of the failure as the loaders' API client does.
     */
    function flakySite(options: { headers?: Record<string, string> } = {}) {
      const state = { apiDown: true, renders: 0 };
      const app = express();
      app.use(securityHeaders());
      app.use(
        renderWithCache(
          async (_req, context) => {
            state.renders += 1;
            let siteName = '示例科技';
            if (state.apiDown) {
              context.onApiFailure();
              siteName = '企业官网';
            }
            return new Response(html(context.nonce, 1).replace('新闻动态', siteName), {
              headers: { 'Content-Type': 'text/html; charset=utf-8', ...options.headers },
            });
          },
          runtimeSettings,
          async () => '1',
        ),
      );
      return { app, state };
    }

    it('is sent to the visitor but never kept: the next request renders again and gets the data once the API answers', async () => {
      const { app, state } = flakySite();
      const degraded = await get(app, '/');
      expect([degraded.status, degraded.headers['x-page-cache']]).toEqual([200, 'BYPASS']);
      expect(degraded.text).toContain('企业官网');

      const stillDown = await get(app, '/');
      expect([stillDown.headers['x-page-cache'], state.renders]).toEqual(['BYPASS', 2]);

      state.apiDown = false;
      const recovered = await get(app, '/');
      expect([recovered.status, recovered.headers['x-page-cache'], state.renders]).toEqual([200, 'MISS', 3]);
      expect(recovered.text).toContain('示例科技');
      expect(recovered.text).not.toContain('企业官网');
      const kept = await get(app, '/');
      expect([kept.headers['x-page-cache'], state.renders]).toEqual(['HIT', 3]);
    });

    it('goes out no-store and without an ETag, so neither the browser nor a 304 keeps it', async () => {
      const { app, state } = flakySite({ headers: { 'Cache-Control': 'private, no-cache' } });
      const degraded = await get(app, '/');
      expect(degraded.headers['cache-control']).toBe('no-store');
      expect(degraded.headers.etag).toBeUndefined();

      state.apiDown = false;
      const good = await get(app, '/');
      state.apiDown = true;
      // The browser holds the good page: a degraded render must not confirm it, nor be confirmed in its place.
      const revalidated = await get(app, '/').set('If-None-Match', good.headers.etag ?? '*');
      expect([revalidated.status, revalidated.headers.etag]).toEqual([200, undefined]);
      const anyTag = await get(app, '/').set('If-None-Match', '*');
      expect(anyTag.status).toBe(200);
    });

    it('keeps the nonce of each response, in the CSP and on the page, compressed or not', async () => {
      const { app } = flakySite();
      for (const accept of ['identity', 'gzip', 'br']) {
        const answer = await get(app, '/').set('Accept-Encoding', accept);
        const nonce = nonceOf(answer.headers['content-security-policy']);
        expect(nonce).toBeDefined();
        expect(nonceAttributes(answer.text)).toEqual([nonce, nonce, nonce]);
      }
    });
  });

  describe('while the database is down', () => {
    /**
     * A site whose database `state.down` stops: the content version cannot be read, or (`versionUp`, the database
     * went away between the two) the render's API calls answer 503 and it renders the 503 page.
     */
    function outageSite() {
      const state = { down: false, versionUp: false, version: 1, renders: 0 };
      const app = express();
      app.use(securityHeaders());
      app.use(
        renderWithCache(
          async (_req, context) => {
            state.renders += 1;
            if (!state.down) return new Response(`页面 v${state.version}`);
            context.onApiFailure();
            return new Response('服务暂不可用', { status: 503 });
          },
          runtimeSettings,
          async () => {
            if (state.down && !state.versionUp) throw new Error('connect ECONNREFUSED');
            return String(state.version);
          },
        ),
      );
      return { app, state };
    }

    it('answers the page last kept, of any version, marked stale and not to be kept by the browser', async () => {
      const { app, state } = outageSite();
      await get(app, '/news').expect(200);
      state.version = 2;
      state.down = true;
      const stale = await get(app, '/news').expect(200);
      expect(stale.text).toBe('页面 v1');
      expect(stale.headers['x-content-stale']).toBe('1');
      expect(stale.headers['x-page-cache']).toBe('STALE');
      expect(stale.headers['cache-control']).toBe('no-store');
      expect(stale.headers.etag).toBeUndefined();
      expect(state.renders).toBe(1);

      state.down = false;
      const back = await get(app, '/news').expect(200);
      expect(back.text).toBe('页面 v2');
      expect(back.headers['x-content-stale']).toBeUndefined();
    });

    it('answers the page last kept in place of a render the API failed with 503', async () => {
      const { app, state } = outageSite();
      await get(app, '/news').expect(200);
      Object.assign(state, { version: 2, down: true, versionUp: true });
      const stale = await get(app, '/news').expect(200);
      expect(stale.text).toBe('页面 v1');
      expect(stale.headers['x-content-stale']).toBe('1');
      expect(state.renders).toBe(2);
    });

    it('answers a page never kept with the 503 page', async () => {
      const { app, state } = outageSite();
      await get(app, '/news').expect(200);
      state.down = true;
      const never = await get(app, '/about').expect(503);
      expect(never.text).toBe('服务暂不可用');
      expect(never.headers['x-content-stale']).toBeUndefined();
    });
  });

  it('refuses other methods: the site has no forms that post', async () => {
    const { app } = site();
    const answer = await request(app).post('/news');
    expect([answer.status, answer.headers.allow]).toEqual([405, 'GET, HEAD']);
  });

  describe('with a CSP nonce', () => {
    it('gives every response a nonce of its own, in the CSP and on every inline script, kept page or not', async () => {
      const { app, renders, contexts } = site({ page: 'html' });
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push(await get(app, '/').set('Accept-Encoding', 'identity'));
      expect(answers.map((answer) => answer.headers['x-page-cache'])).toEqual(['MISS', 'HIT', 'HIT']);
      expect(renders).toHaveLength(1);
      const nonces = answers.map((answer) => {
        const csp = answer.headers['content-security-policy'];
        expect(scriptSrc(csp)).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='$/);
        // Inline styles are another directive (style-src), which keeps 'unsafe-inline': see decision 009.
        expect(scriptSrc(csp)).not.toContain('unsafe-inline');
        const nonce = nonceOf(csp);
        expect(nonceAttributes(answer.text)).toEqual([nonce, nonce, nonce]);
        expect(answer.text).not.toContain(contexts[0].nonce);
        expect(answer.text).toContain('<script type="application/ld+json">');
        return nonce;
      });
      expect(new Set(nonces).size).toBe(3);
    });

    it('compresses a kept page with the nonce of each response, brotli first', async () => {
      const { app } = site({ page: 'html' });
      for (const [accept, encoding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip', 'gzip'],
        ['gzip', 'gzip'],
      ]) {
        // supertest decodes gzip and brotli, as a browser does.
        const answer = await get(app, '/news').set('Accept-Encoding', accept);
        expect([answer.status, answer.headers['content-encoding'], answer.headers.vary]).toEqual([
          200,
          encoding,
          'Accept-Encoding',
        ]);
        const nonce = nonceOf(answer.headers['content-security-policy']);
        expect(nonceAttributes(answer.text)).toEqual([nonce, nonce, nonce]);
        expect(answer.text).toBe(html(nonce ?? 'missing', 1));
      }
    });

    it('keeps one weak ETag per content, whatever the nonce; a 304 carries no policy, so the stored one stays', async () => {
      const { app, edit } = site({ page: 'html' });
      const first = await get(app, '/');
      const second = await get(app, '/');
      expect(first.headers['content-security-policy']).not.toBe(second.headers['content-security-policy']);
      expect(first.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
      expect(second.headers.etag).toBe(first.headers.etag);

      const revalidated = await get(app, '/').set('If-None-Match', first.headers.etag);
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers['content-security-policy']).toBeUndefined();
      expect(revalidated.headers.etag).toBe(first.headers.etag);

      edit();
      const changed = await get(app, '/').set('If-None-Match', first.headers.etag);
      expect(changed.status).toBe(200);
      expect(changed.headers.etag).not.toBe(first.headers.etag);
      expect(nonceAttributes(changed.text)[0]).toBe(nonceOf(changed.headers['content-security-policy']));
    });

    it('answers HEAD with the length of the page its nonce makes', async () => {
      const { app } = site({ page: 'html' });
      const head = await request(app).head('/').set('Host', 'site.test').set('Accept-Encoding', 'identity');
      expect(Number(head.headers['content-length'])).toBe(
        Buffer.byteLength(html(nonceOf(head.headers['content-security-policy']) ?? 'missing', 1)),
      );
    });
  });
});
