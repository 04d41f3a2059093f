import * as crypto from 'node:crypto';
import { DEV_API_TOKEN_SECRET, ErrorName, hourlyToken } from '@site/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { siteContext, type SiteLoadContext } from '../load-context';
import { apiSettingsOf, PublicApiError, ServerApi, serverApi, serverHourlyToken } from './api.server';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, createHash: vi.fn(actual.createHash) };
});

const NOW = new Date('2026-11-21T14:37:05Z');
const CONTEXT: SiteLoadContext = {
  runtimeSettings: { apiBase: '/api', tokenSecret: 'context-secret', buildId: 'b1' },
  apiOrigin: 'http://127.0.0.1:4321',
};
/** A loader's `context` as the all-in-one server hands it: the site's load context in React Router's provider. */
const loaderContext = (site: SiteLoadContext) => new RouterContextProvider(new Map([[siteContext, site]]));

function answering(status: number, body: string) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(body, { status }));
}

/** An envelope as the server writes it: failures carry their `error` name, which the site branches on. */
const envelope = (code: number, msg: string, data: unknown = null) =>
  JSON.stringify({ code, msg, data, ...(code === 404 ? { error: ErrorName.NOT_FOUND } : {}) });
const api = (fetch: typeof globalThis.fetch) => serverApi(loaderContext(CONTEXT), { fetch, now: () => NOW });

describe('apiSettingsOf', () => {
  it("takes the API and its secret from the server's load context, whatever the environment says", () => {
    const env = { API_TOKEN_SECRET: 'env-secret', PORT: '9999', API_INTERNAL_URL: 'http://elsewhere' };
    expect(apiSettingsOf(CONTEXT, env)).toEqual({ runtime: CONTEXT.runtimeSettings, origin: 'http://127.0.0.1:4321' });
  });

  it('falls back to the environment under react-router dev (no context): API_INTERNAL_URL, else PORT or 3000', () => {
    expect(apiSettingsOf({}, { API_INTERNAL_URL: 'http://api.internal:8080/', PORT: '4000' }).origin).toBe(
      'http://api.internal:8080',
    );
    expect(apiSettingsOf({}, { PORT: '4000', API_TOKEN_SECRET: 'dev-env' })).toEqual({
      runtime: { apiBase: '/api', tokenSecret: 'dev-env', buildId: '' },
      origin: 'http://127.0.0.1:4000',
    });
    expect(apiSettingsOf({}, {})).toEqual({
      runtime: { apiBase: '/api', tokenSecret: DEV_API_TOKEN_SECRET, buildId: '' },
      origin: 'http://127.0.0.1:3000',
    });
  });
});

describe('preview grants', () => {
  it("sends the admin's grant from the load context with every call, and none without one", async () => {
    const fetch = answering(200, envelope(0, 'ok', {}));
    const state = { expires_at: '2026-11-21T15:00:00.000Z' };
    await serverApi(loaderContext({ ...CONTEXT, preview: { token: 'grant.mac', state } }), {
      fetch,
      now: () => NOW,
    }).call('get_news_list');
    await api(fetch).call('get_news_list');
    const headersOf = (call: number) => new Headers(fetch.mock.calls[call][1]?.headers);
    expect(headersOf(0).get('x-preview')).toBe('grant.mac');
    expect(headersOf(1).has('x-preview')).toBe(false);
  });
});

describe('serverHourlyToken', () => {
  it("is the contract's token, hashed with node:crypto once per UTC hour and secret", () => {
    const createHash = vi.mocked(crypto.createHash);
    createHash.mockClear();
    const secret = `once-an-hour-${Math.random()}`;
    expect(serverHourlyToken(secret, NOW)).toBe(hourlyToken(secret, NOW));
    expect(serverHourlyToken(secret, new Date('2026-11-21T14:59:59Z'))).toBe(hourlyToken(secret, NOW));
    expect(createHash).toHaveBeenCalledTimes(1);

    const next = new Date('2026-11-21T15:00:00Z');
    expect(serverHourlyToken(secret, next)).toBe(hourlyToken(secret, next));
    expect(serverHourlyToken('another', next)).toBe(hourlyToken('another', next));
    expect(createHash).toHaveBeenCalledTimes(3);
  });
});

describe('ServerApi.call', () => {
  afterEach(() => vi.restoreAllMocks());

  it("posts JSON to the context's API with the hourly token of the context's secret and the lang header", async () => {
    const fetch = answering(200, envelope(0, 'ok', { site_name: '示例' }));

    const data = await api(fetch).call('get_set_detail', { key: 'site_name' });

    expect(data).toEqual({ site_name: '示例' });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('http://127.0.0.1:4321/api/get_set_detail');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"key":"site_name"}');
    expect(init?.headers).toEqual({
      'Content-Type': 'application/json',
      token: hourlyToken('context-secret', NOW),
      lang: 'cn',
    });
  });

  it('uses the API base of the runtime settings', async () => {
    const fetch = answering(200, envelope(0, 'ok'));
    const settings = { runtime: { ...CONTEXT.runtimeSettings!, apiBase: '/site-api' }, origin: 'http://127.0.0.1:1' };
    await new ServerApi(settings, { fetch }).call('get_seo_detail', { page: 'home' });
    expect(fetch.mock.calls[0][0]).toBe('http://127.0.0.1:1/site-api/get_seo_detail');
  });

  it('rejects with the envelope code and msg when code is not 0', async () => {
    const fetch = answering(404, envelope(404, '接口不存在'));
    const failure = await api(fetch)
      .call('get_seo_detail')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PublicApiError);
    expect(failure).toMatchObject({ code: 404, message: '接口不存在' });
  });

  it('rejects an answer that is not an envelope', async () => {
    const fetch = answering(502, '<html>Bad Gateway</html>');
    await expect(api(fetch).call('get_seo_detail')).rejects.toMatchObject({ code: 502 });
  });
});

describe('ServerApi.call over a connection the server closed', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  /** How undici's fetch fails a request on a pooled socket the server had closed: before any answer arrived. */
  const lost = () =>
    new TypeError('fetch failed', { cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }) });
  /** Fails the first `failures` attempts that way, then answers. */
  const losing = (failures: number, answer = () => new Response(envelope(0, 'ok', { title: '首页' }))) =>
    vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
      if (failures > 0) {
        failures -= 1;
        throw lost();
      }
      return answer();
    });

  it('asks once more, on the same deadline, and nothing is reported: the page is the real one', async () => {
    const fetch = losing(1);
    const onFailure = vi.fn();
    const api = serverApi(loaderContext(CONTEXT), { fetch, now: () => NOW, onFailure });
    await expect(api.call('get_seo_detail', { page: 'home' })).resolves.toEqual({ title: '首页' });
    expect(fetch).toHaveBeenCalledTimes(2);
    const [[firstUrl, first], [secondUrl, second]] = fetch.mock.calls;
    expect([secondUrl, second?.body, second?.headers]).toEqual([firstUrl, first?.body, first?.headers]);
    expect(second?.signal).toBe(first?.signal);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('gives up after the second loss: the fallback, or the 503 page, as without the retry', async () => {
    const statusOf = (error: unknown) => (error as { init?: ResponseInit }).init?.status;
    const fetch = losing(2);
    await expect(api(fetch).callOr('默认', 'get_set_detail')).resolves.toBe('默认');
    expect(fetch).toHaveBeenCalledTimes(2);
    const again = losing(2);
    expect(
      statusOf(
        await api(again)
          .required('get_news_list')
          .catch((error: unknown) => error),
      ),
    ).toBe(503);
    expect(again).toHaveBeenCalledTimes(2);
  });

  it('never asks again after an answer (an HTTP 500 envelope, a proxy page) or once the deadline has passed', async () => {
    const failing = answering(500, envelope(500, '服务器错误'));
    await expect(api(failing).call('get_seo_detail')).rejects.toMatchObject({ code: 500 });
    const proxy = answering(502, '<html>Bad Gateway</html>');
    await expect(api(proxy).call('get_seo_detail')).rejects.toMatchObject({ code: 502 });
    const late = vi.fn(async () => {
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    });
    await expect(api(late).call('get_seo_detail')).rejects.toMatchObject({ name: 'TimeoutError' });
    for (const fetch of [failing, proxy, late]) expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('ServerApi.callOr', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers the fallback and logs when the call fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });

    await expect(api(fetch).callOr('默认', 'get_set_detail')).resolves.toBe('默认');
    expect(warn).toHaveBeenCalledWith('[public-site] get_set_detail failed, rendering defaults: fetch failed');
  });

  it("writes the warning to the server's log when the load context gives one, not to the console", async () => {
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const serverLog: string[] = [];
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const logged = serverApi(loaderContext({ ...CONTEXT, warn: (message) => serverLog.push(message) }), {
      fetch,
      now: () => NOW,
    });
    await expect(logged.callOr('默认', 'get_set_detail')).resolves.toBe('默认');
    expect(serverLog).toContain('[public-site] get_set_detail failed, rendering defaults: fetch failed');
    expect(consoleWarn).not.toHaveBeenCalledWith(expect.stringContaining('rendering defaults'));
  });

  it('answers the data when the call succeeds', async () => {
    const fetch = answering(200, envelope(0, 'ok', { title: '首页' }));
    await expect(api(fetch).callOr(null, 'get_seo_detail')).resolves.toEqual({ title: '首页' });
  });
});

describe("a failed call is reported to the server's load context", () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  /** The context the all-in-one server hands the loaders, counting the failures reported to it. */
  const reporting = () => {
    const failures = { count: 0 };
    const context = { ...CONTEXT, onApiFailure: () => void (failures.count += 1) };
    return {
      failures,
      api: (fetch: typeof globalThis.fetch) => serverApi(loaderContext(context), { fetch, now: () => NOW }),
    };
  };
  const down = () =>
    vi.fn(async () => {
      throw new TypeError('fetch failed');
    });

  it('when callOr answers its fallback (the page renders with defaults), whatever the failure', async () => {
    const { failures, api } = reporting();
    await expect(api(down()).callOr('默认', 'get_set_detail')).resolves.toBe('默认');
    await expect(api(answering(500, envelope(500, '服务器错误'))).callOr(null, 'get_seo_detail')).resolves.toBeNull();
    await expect(api(answering(502, '<html>Bad Gateway</html>')).callOr(null, 'get_seo_detail')).resolves.toBeNull();
    await expect(api(answering(429, envelope(429, '请求过于频繁'))).callOr(null, 'get_seo_detail')).resolves.toBeNull();
    expect(failures.count).toBe(4);
  });

  it('when a required or optional call fails (the 503 page), and when the deadline passes', async () => {
    const { failures, api } = reporting();
    await expect(api(down()).required('get_news_list')).rejects.toBeDefined();
    await expect(api(down()).optional('get_page_text', { key: 'about' })).rejects.toBeDefined();
    const late = vi.fn(async () => {
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    });
    await expect(api(late).callOr(null, 'get_seo_detail')).resolves.toBeNull();
    expect(failures.count).toBe(3);
  });

  it('never for an answer: data, or "not found" (a 404 page, a page text not written yet)', async () => {
    const { failures, api } = reporting();
    await expect(api(answering(200, envelope(0, 'ok', null))).callOr('默认', 'get_seo_detail')).resolves.toBeNull();
    const missing = answering(404, envelope(404, '不存在'));
    await expect(api(missing).optional('get_page_text', { key: 'join' })).resolves.toBeNull();
    await expect(api(missing).required('get_news_detail', { id: 9 })).rejects.toBeDefined();
    expect(failures.count).toBe(0);
  });

  it('is quiet without a context (react-router dev): the page still renders with defaults', async () => {
    const api = serverApi(undefined, { fetch: down(), now: () => NOW });
    await expect(api.callOr('默认', 'get_set_detail')).resolves.toBe('默认');
  });
});

describe('ServerApi.required and optional', () => {
  afterEach(() => vi.restoreAllMocks());
  const statusOf = (error: unknown) => (error as { init?: ResponseInit }).init?.status;

  it('turn the API 404 into the page 404 (required) or null (optional)', async () => {
    const fetch = answering(404, envelope(404, '新闻不存在'));
    const failure = await api(fetch)
      .required('get_news_detail', { id: 9 })
      .catch((error: unknown) => error);
    expect(statusOf(failure)).toBe(404);
    await expect(api(fetch).optional('get_page_text', { key: 'x' })).resolves.toBeNull();
  });

  it('turn an API that is down into a 503 page, never a blank one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const down = api(
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    for (const failing of [down.required('get_news_list'), down.optional('get_news_list')]) {
      expect(statusOf(await failing.catch((error: unknown) => error))).toBe(503);
    }
  });
});
