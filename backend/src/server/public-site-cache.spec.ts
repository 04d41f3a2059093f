import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { etagOf, matchesEtag, PageCache } from './public-site-cache';
import { EncodedVariants } from './public-site-compression';
import { renderWithCache, type PublicLoadContext } from './public-site';

const runtimeSettings = { apiBase: '/api', tokenSecret: 's', buildId: 'b1' };
const page = (text: string) => {
  const body = Buffer.from(text);
  return { status: 200, headers: [], body, etag: etagOf(body), encoded: new EncodedVariants(body, 'fast') };
};
/** supertest listens on a new port per request: one Host, as a browser would send. */
const get = (app: express.Express, path: string) => request(app).get(path).set('Host', 'site.test');
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36';

/** A site whose pages say which content version they were rendered under, counting renders. */
function site(options: { status?: number; headers?: Record<string, string> } = {}) {
  let version = 1;
  const renders: string[] = [];
  const contexts: PublicLoadContext[] = [];
  const app = express();
  app.use(
    renderWithCache(
      async (req, context) => {
        renders.push(new URL(req.url).pathname);
        contexts.push(context);
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
    expect(cache.get('k', '1')?.body.toString()).toBe('a');
    expect(cache.get('k', '2')).toBeUndefined();
    expect(cache.get('k', '1')).toBeUndefined();
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
    expect(first.headers.etag).toBe(etagOf(Buffer.from('页面 v1')));
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

  it('refuses other methods: the site has no forms that post', async () => {
    const { app } = site();
    const answer = await request(app).post('/news');
    expect([answer.status, answer.headers.allow]).toEqual([405, 'GET, HEAD']);
  });
});
