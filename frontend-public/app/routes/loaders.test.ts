import { hourlyToken } from '@site/contract';
import { RouterContextProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loader as detailLoader } from './detail';
import { loader as downloadLoader } from './download';
import { loader as newsLoader } from './news';
import { siteContext } from '../load-context';
import { loader as performLoader } from './perform';

type Calls = Array<{ url: string; token: string; name: string; body: Record<string, unknown> }>;

/** What the all-in-one server hands the loaders: they call the API there, with this secret, not the environment's. */
const CONTEXT = new RouterContextProvider(
  new Map([
    [
      siteContext,
      {
        runtimeSettings: { apiBase: '/api', tokenSecret: 'context-secret', buildId: 'b1' },
        apiOrigin: 'http://127.0.0.1:4321',
      },
    ],
  ]),
);

/** The API as the loaders reach it over loopback: answers by call name (`get_news_list` by body, if given). */
function api(answers: Record<string, unknown>, calls: Calls, newsList?: (body: Record<string, unknown>) => unknown) {
  return vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const name = String(url).split('/api/')[1];
    const token = (init?.headers as Record<string, string>).token;
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ url: String(url), token, name, body });
    if (name === 'get_news_list' && newsList) return Response.json({ code: 0, msg: 'ok', data: newsList(body) });
    if (!(name in answers))
      return Response.json({ code: 404, msg: '不存在', data: null, error: 'NOT_FOUND' }, { status: 404 });
    return Response.json({ code: 0, msg: 'ok', data: answers[name] });
  });
}

const args = (url: string, params: Record<string, string> = {}) =>
  ({ request: new Request(url), url: new URL(url), params, context: CONTEXT }) as never;
const statusOf = (error: unknown) => (error as { init?: ResponseInit }).init?.status;

describe('loaders', () => {
  let calls: Calls;
  beforeEach(() => {
    calls = [];
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('news: the page and category of the path and the keyword of the query go to the API', async () => {
    const page = { list: [{ id: 1, category: '公司新闻' }], total: 11, page: 2, limit: 10 };
    vi.stubGlobal('fetch', api({ get_news_list: page, get_seo_detail: null }, calls));
    const data = await newsLoader(
      args('http://site.test/news/category/%E5%85%AC%E5%8F%B8/page/2?q=%20%E8%86%9C%20', {
        category: '公司',
        page: '2',
      }),
    );
    expect(calls.find((call) => call.name === 'get_news_list' && call.body.limit === 10)?.body).toEqual({
      page: 2,
      limit: 10,
      category: '公司',
      keyword: '膜',
    });
    expect(data).toMatchObject({ page: 2, category: '公司', q: '膜', categories: ['公司新闻'], searchable: true });
    for (const call of calls) {
      expect(call.url).toBe(`http://127.0.0.1:4321/api/${call.name}`);
      expect(call.token).toBe(hourlyToken('context-secret'));
    }
  });

  it('news: the old query forms and page 1 answer a 301 to the path, the keyword kept', async () => {
    vi.stubGlobal('fetch', api({}, calls));
    const cases: Array<[string, Record<string, string>, string]> = [
      ['http://site.test/news?page=2', {}, '/news/page/2'],
      ['http://site.test/news?page=1', {}, '/news'],
      ['http://site.test/news?page=abc', {}, '/news'],
      [
        'http://site.test/news?category=%E6%8A%80%E6%9C%AF%E5%88%86%E4%BA%AB&page=3&q=%E8%86%9C',
        {},
        '/news/category/%E6%8A%80%E6%9C%AF%E5%88%86%E4%BA%AB/page/3?q=%E8%86%9C',
      ],
      ['http://site.test/news/page/4?category=a', { page: '4' }, '/news/category/a/page/4'],
      ['http://site.test/news/page/1?q=x', { page: '1' }, '/news?q=x'],
      ['http://site.test/news/category/a/page/1', { category: 'a', page: '1' }, '/news/category/a'],
      ['http://site.test/news/category/%20a%20', { category: ' a ' }, '/news/category/a'],
    ];
    for (const [url, params, location] of cases) {
      const answer = (await newsLoader(args(url, params)).catch((error) => error)) as Response;
      expect([url, answer.status, answer.headers.get('Location')]).toEqual([url, 301, location]);
    }
    expect(calls).toEqual([]);
  });

  it('news: a page segment that is no page, a page past the last and an unknown category are 404s', async () => {
    vi.stubGlobal('fetch', api({}, calls));
    for (const page of ['0', '01', 'abc', '-1', '2.5', '1234567']) {
      const failure = await newsLoader(args(`http://site.test/news/page/${page}`, { page })).catch((error) => error);
      expect([page, statusOf(failure)]).toEqual([page, 404]);
    }
    expect(calls).toEqual([]);

    const list = (total: number) => ({ list: [], total, page: 1, limit: 10 });
    vi.stubGlobal('fetch', api({ get_news_list: list(20), get_seo_detail: null }, calls));
    expect(statusOf(await newsLoader(args('http://site.test/news/page/3', { page: '3' })).catch((e) => e))).toBe(404);
    expect(await newsLoader(args('http://site.test/news/page/2', { page: '2' }))).toMatchObject({ page: 2 });

    vi.stubGlobal('fetch', api({ get_news_list: list(0), get_seo_detail: null }, calls));
    const unknown = { category: '没有这个分类' };
    expect(statusOf(await newsLoader(args('http://site.test/news/category/x', unknown)).catch((e) => e))).toBe(404);
    // A search without results in a category that exists is a page: it says nothing was found.
    vi.stubGlobal(
      'fetch',
      api({ get_seo_detail: null }, calls, (body) => list(body.keyword ? 0 : 3)),
    );
    expect(await newsLoader(args('http://site.test/news/category/x?q=%E8%86%9C', { category: 'x' }))).toMatchObject({
      category: 'x',
      q: '膜',
      news: { total: 0 },
    });
  });

  it('the static copy of npm run export: news without the search box, downloads straight to the file', async () => {
    vi.stubGlobal(
      'fetch',
      api(
        {
          get_news_list: { list: [], total: 0, page: 1, limit: 10 },
          get_download: { list: [] },
          get_seo_detail: null,
        },
        calls,
      ),
    );
    vi.stubEnv('PUBLIC_SITE_EXPORT', '1');
    expect(await newsLoader(args('http://site.test/news'))).toMatchObject({ searchable: false });
    expect(await downloadLoader(args('http://site.test/download'))).toMatchObject({ counted: false });
    vi.unstubAllEnvs();
    expect(await newsLoader(args('http://site.test/news'))).toMatchObject({ searchable: true });
    expect(await downloadLoader(args('http://site.test/download'))).toMatchObject({ counted: true });
  });

  it('perform: pages in the path, the old ?page= a 301, no page a 404', async () => {
    vi.stubGlobal(
      'fetch',
      api({ get_case_list: { list: [], total: 25, page: 3, limit: 10 }, get_seo_detail: null }, calls),
    );
    expect(await performLoader(args('http://site.test/perform/page/3', { page: '3' }))).toMatchObject({ page: 3 });
    expect(calls.find((call) => call.name === 'get_case_list')?.body).toEqual({ page: 3, limit: 10 });
    const moved = (await performLoader(args('http://site.test/perform?page=2')).catch((e) => e)) as Response;
    expect([moved.status, moved.headers.get('Location')]).toEqual([301, '/perform/page/2']);
    for (const page of ['4', '0', 'x']) {
      expect(
        statusOf(await performLoader(args(`http://site.test/perform/page/${page}`, { page })).catch((e) => e)),
      ).toBe(404);
    }
  });

  it('detail: an id that is not a positive integer is a 404 without calling the API', async () => {
    vi.stubGlobal('fetch', api({}, calls));
    for (const id of ['abc', '0', '-1', '1.5', '01']) {
      expect(statusOf(await detailLoader(args(`http://site.test/detail/${id}`, { id })).catch((error) => error))).toBe(
        404,
      );
    }
    expect(calls).toEqual([]);
  });

  it('a call whose connection the server closed before answering is asked once more: the page gets its data', async () => {
    const group = { cate: { id: 1, name: '产品手册' }, items: [{ id: 3, title: '手册', file_url: '/uploads/a.pdf' }] };
    const answers = api({ get_download: { list: [group] }, get_seo_detail: { title: '下载中心' } }, calls);
    const lost = new Set<string>();
    // Each call's first attempt fails as undici fails a pooled socket the server had closed ("other side closed").
    vi.stubGlobal('fetch', async (url: RequestInfo | URL, init?: RequestInit) => {
      if (!lost.has(String(url))) {
        lost.add(String(url));
        throw new TypeError('fetch failed', { cause: new Error('other side closed') });
      }
      return answers(url, init);
    });
    expect(await downloadLoader(args('http://site.test/download'))).toMatchObject({
      seo: { title: '下载中心' },
      groups: [group],
    });
    expect(calls.map((call) => call.name).sort()).toEqual(['get_download', 'get_seo_detail']);

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    expect(statusOf(await downloadLoader(args('http://site.test/download')).catch((error) => error))).toBe(503);
  });

  it('detail: a missing news is a 404, an API that is down a 503', async () => {
    vi.stubGlobal('fetch', api({ get_seo_detail: null }, calls));
    expect(statusOf(await detailLoader(args('http://site.test/detail/9', { id: '9' })).catch((error) => error))).toBe(
      404,
    );
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    expect(statusOf(await detailLoader(args('http://site.test/detail/9', { id: '9' })).catch((error) => error))).toBe(
      503,
    );
  });
});
