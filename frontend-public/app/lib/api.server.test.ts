import { DEV_API_TOKEN_SECRET, hourlyToken } from '@site/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBaseUrl, optionalCall, publicCall, publicCallOr, PublicApiError, requiredCall } from './api.server';

const NOW = new Date('2026-11-21T14:37:05Z');

function answering(status: number, body: string) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(body, { status }));
}

const envelope = (code: number, msg: string, data: unknown = null) => JSON.stringify({ code, msg, data });

describe('apiBaseUrl', () => {
  it('prefers API_INTERNAL_URL, without a trailing slash', () => {
    expect(apiBaseUrl({ API_INTERNAL_URL: 'http://api.internal:8080/', PORT: '4000' })).toBe(
      'http://api.internal:8080',
    );
  });

  it('defaults to this server over loopback, on PORT or 3000', () => {
    expect(apiBaseUrl({ PORT: '4000' })).toBe('http://127.0.0.1:4000');
    expect(apiBaseUrl({})).toBe('http://127.0.0.1:3000');
  });
});

describe('publicCall', () => {
  afterEach(() => vi.restoreAllMocks());

  it('posts JSON with the hourly token of the configured secret and the lang header', async () => {
    const fetch = answering(200, envelope(0, 'ok', { site_name: '示例' }));
    const env = { PORT: '4000', API_TOKEN_SECRET: 'prod-secret' };

    const data = await publicCall('get_set_detail', { key: 'site_name' }, { env, fetch, now: () => NOW });

    expect(data).toEqual({ site_name: '示例' });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('http://127.0.0.1:4000/api/get_set_detail');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"key":"site_name"}');
    expect(init?.headers).toEqual({
      'Content-Type': 'application/json',
      token: hourlyToken('prod-secret', NOW),
      lang: 'cn',
    });
  });

  it('uses the development secret when API_TOKEN_SECRET is unset', async () => {
    const fetch = answering(200, envelope(0, 'ok'));
    await publicCall('get_seo_detail', { page: 'home' }, { env: {}, fetch, now: () => NOW });
    const headers = fetch.mock.calls[0][1]?.headers as Record<string, string>;
    expect(headers.token).toBe(hourlyToken(DEV_API_TOKEN_SECRET, NOW));
  });

  it('rejects with the envelope code and msg when code is not 0', async () => {
    const fetch = answering(404, envelope(404, '接口不存在'));
    const failure = await publicCall('get_seo_detail', {}, { env: {}, fetch }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PublicApiError);
    expect(failure).toMatchObject({ code: 404, message: '接口不存在' });
  });

  it('rejects an answer that is not an envelope', async () => {
    const fetch = answering(502, '<html>Bad Gateway</html>');
    await expect(publicCall('get_seo_detail', {}, { env: {}, fetch })).rejects.toMatchObject({ code: 502 });
  });
});

describe('publicCallOr', () => {
  it('answers the fallback and logs when the call fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });

    await expect(publicCallOr('默认', 'get_set_detail', {}, { env: {}, fetch })).resolves.toBe('默认');
    expect(warn).toHaveBeenCalledWith('[public-site] get_set_detail failed, rendering defaults: fetch failed');
  });

  it('answers the data when the call succeeds', async () => {
    const fetch = answering(200, envelope(0, 'ok', { title: '首页' }));
    await expect(publicCallOr(null, 'get_seo_detail', {}, { env: {}, fetch })).resolves.toEqual({ title: '首页' });
  });
});

describe('requiredCall and optionalCall', () => {
  const statusOf = (error: unknown) => (error as { init?: ResponseInit }).init?.status;

  it('turn the API 404 into the page 404 (required) or null (optional)', async () => {
    const fetch = answering(404, envelope(404, '新闻不存在'));
    const failure = await requiredCall('get_news_detail', { id: 9 }, { env: {}, fetch }).catch(
      (error: unknown) => error,
    );
    expect(statusOf(failure)).toBe(404);
    await expect(optionalCall('get_page_text', { key: 'x' }, { env: {}, fetch })).resolves.toBeNull();
  });

  it('turn an API that is down into a 503 page, never a blank one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const down = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    for (const call of [requiredCall, optionalCall]) {
      const failure = await call('get_news_list', {}, { env: {}, fetch: down }).catch((error: unknown) => error);
      expect(statusOf(failure)).toBe(503);
    }
  });
});
