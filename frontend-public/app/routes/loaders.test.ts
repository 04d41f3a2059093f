import { hourlyToken } from '@site/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loader as detailLoader } from './detail';
import { loader as newsLoader } from './news';

type Calls = Array<{ url: string; token: string; name: string; body: Record<string, unknown> }>;

/** What the all-in-one server hands the loaders: they call the API there, with this secret, not the environment's. */
const CONTEXT = {
  runtimeSettings: { apiBase: '/api', tokenSecret: 'context-secret', buildId: 'b1' },
  apiOrigin: 'http://127.0.0.1:4321',
};

/** The API as the loaders reach it over loopback: answers by call name. */
function api(answers: Record<string, unknown>, calls: Calls) {
  return vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const name = String(url).split('/api/')[1];
    const token = (init?.headers as Record<string, string>).token;
    calls.push({ url: String(url), token, name, body: JSON.parse(String(init?.body ?? '{}')) });
    if (!(name in answers)) return Response.json({ code: 404, msg: '不存在', data: null }, { status: 404 });
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

  it('news: the page, category and keyword of the URL go to the API', async () => {
    const page = { list: [{ id: 1, category: '公司新闻' }], total: 1, page: 2, limit: 10 };
    vi.stubGlobal('fetch', api({ get_news_list: page, get_seo_detail: null }, calls));
    const data = await newsLoader(args('http://site.test/news?page=2&category=%E5%85%AC%E5%8F%B8&q=%20%E8%86%9C%20'));
    expect(calls.find((call) => call.name === 'get_news_list' && call.body.limit === 10)?.body).toEqual({
      page: 2,
      limit: 10,
      category: '公司',
      keyword: '膜',
    });
    expect(data).toMatchObject({ page: 2, category: '公司', q: '膜', categories: ['公司新闻'] });
    for (const call of calls) {
      expect(call.url).toBe(`http://127.0.0.1:4321/api/${call.name}`);
      expect(call.token).toBe(hourlyToken('context-secret'));
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
