import { createHash } from 'node:crypto';
import { createSiteClient, dataOf, SiteApiError, type SiteClient } from '../src/index.js';
import type { BuiltServer } from '../tools/built-server.ts';
import { SERVER_ADMIN, SERVER_TOKEN_SECRET, startTestServer } from './test-server.ts';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A fetch that records each request it sends (the client's headers, the pages asked for). */
function recordingFetch() {
  const requests: Request[] = [];
  const fetch = async (input: Request) => {
    requests.push(input.clone());
    return globalThis.fetch(input);
  };
  return { requests, fetch: fetch as typeof globalThis.fetch };
}

describe('@site/client against the built server', () => {
  let server: BuiltServer;
  let admin: SiteClient;

  beforeAll(async () => {
    server = await startTestServer();
    admin = createSiteClient({ baseUrl: server.url, tokenSecret: SERVER_TOKEN_SECRET });
    dataOf(await admin.signIn(SERVER_ADMIN));
  }, 120_000);
  afterAll(() => server?.stop());

  it('computes the hourly token of the current UTC hour for every call', async () => {
    const { requests, fetch } = recordingFetch();
    const site = createSiteClient({ baseUrl: server.url, tokenSecret: SERVER_TOKEN_SECRET, lang: 'cn', fetch });
    const before = new Date();
    const result = await site.call('get_site_info');
    const after = new Date();
    expect(result.ok).toBe(true);
    // Computed here by hand, as the contract writes it: hex(sha256(secret + "YYYY-MM-DD HH:00:00")), UTC.
    const expected = [before, after].map((at) =>
      createHash('sha256')
        .update(`${SERVER_TOKEN_SECRET}${at.toISOString().slice(0, 13).replace('T', ' ')}:00:00`)
        .digest('hex'),
    );
    expect(expected).toContain(requests[0].headers.get('token'));
    expect(requests[0].headers.get('lang')).toBe('cn');

    const withoutSecret = await createSiteClient({ baseUrl: server.url }).call('get_site_info');
    expect(!withoutSecret.ok && withoutSecret.error).toBe('TOKEN_INVALID');
  });

  it('signs in with a user name and password, then calls as that admin until it signs out', async () => {
    const site = createSiteClient({ baseUrl: server.url, tokenSecret: SERVER_TOKEN_SECRET });
    const login = await site.signIn(SERVER_ADMIN);
    if (!login.ok || !('access_token' in login.data)) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
    expect(site.accessToken).toBe(login.data.access_token);
    const me = dataOf(await site.call('adm/get_adm_info'));
    expect(me).toMatchObject({ username: SERVER_ADMIN.username, role: 'super' });

    expect((await site.signOut()).ok).toBe(true);
    expect(site.accessToken).toBeUndefined();
    const revoked = createSiteClient({ baseUrl: server.url, accessToken: login.data.access_token });
    const after = await revoked.call('adm/get_adm_info');
    expect(!after.ok && after.error).toBe('ACCESS_TOKEN_INVALID');
  });

  it('answers a wrong password as CREDENTIALS_INVALID and keeps no token', async () => {
    const site = createSiteClient({ baseUrl: server.url, tokenSecret: SERVER_TOKEN_SECRET });
    const login = await site.signIn({ username: SERVER_ADMIN.username, password: 'Not-the-password-1' });
    expect(login).toMatchObject({ ok: false, code: 401, error: 'CREDENTIALS_INVALID' });
    expect(site.accessToken).toBeUndefined();
  });

  it('calls with an API key, within its scopes', async () => {
    const created = dataOf(
      await admin.call('adm/save_api_key', { name: 'client package test', scopes: ['content_read', 'content_write'] }),
    );
    const script = createSiteClient({ baseUrl: server.url, apiKey: created.key });
    const saved = dataOf(await script.call('adm/save_news', { title: '密钥写入', content: '<p>正文</p>', status: 1 }));
    expect(saved).toMatchObject({ id: expect.any(Number), title: '密钥写入' });

    const accounts = await script.call('adm/get_admin_list', { page: 1, limit: 10 });
    expect(!accounts.ok && accounts.error).toBe('FORBIDDEN_SCOPE');
    const unknown = await createSiteClient({ baseUrl: server.url, apiKey: 'sitekey_unknown' }).call(
      'adm/get_news_list',
      {},
    );
    expect(!unknown.ok && unknown.error).toBe('API_KEY_INVALID');
  });

  it('makes a typed call: an upload as multipart, a save naming it, the public detail', async () => {
    const url = dataOf(await admin.call('adm/upload_pic', { file: new Blob([PNG_1X1], { type: 'image/png' }) }));
    expect(url).toMatch(/^\/uploads\/.+\.png$/);
    const news = dataOf(
      await admin.call('adm/save_news', { title: '客户端', cover: url, content: '<p>正文</p>', status: 1 }),
    );
    const detail = dataOf(await admin.call('get_news_detail', { id: news.id }));
    expect({ title: detail.title, cover: detail.cover, content: detail.content }).toEqual({
      title: '客户端',
      cover: url,
      content: '<p>正文</p>',
    });
  });

  it('calls without a body where the call takes none or needs no field', async () => {
    expect(dataOf(await admin.call('get_history'))).toEqual({ list: [] });
    expect(dataOf(await admin.call('get_news_list'))).toMatchObject({ page: 1, limit: 10 });
  });

  it('narrows a failure by its error name to the data that failure carries', async () => {
    const news = dataOf(await admin.call('adm/save_news', { title: '版本', content: '<p>一</p>' }));
    dataOf(await admin.call('adm/save_news', { id: news.id, title: '版本二', version: news.version }));
    const stale = await admin.call('adm/save_news', { id: news.id, title: '版本三', version: news.version });
    if (stale.ok || stale.error !== 'VERSION_CONFLICT')
      throw new Error(`expected a conflict: ${JSON.stringify(stale)}`);
    expect(stale.data?.current_version).toBe(news.version + 1);

    const invalid = await admin.call('get_news_list', { page: 1, limit: 1000 });
    if (invalid.ok || invalid.error !== 'VALIDATION_FAILED')
      throw new Error(`expected 422: ${JSON.stringify(invalid)}`);
    expect(invalid.data.errors.map((error) => error.field)).toEqual(['limit']);

    const missing = await admin.call('get_news_detail', { id: 999_999 });
    expect(missing).toMatchObject({ ok: false, code: 404, error: 'NOT_FOUND' });
    expect(() => dataOf(missing)).toThrow(SiteApiError);
    expect(() => dataOf(missing)).toThrow(/NOT_FOUND \(404\)/);
  });

  it('iterates over every page of a list, asking for each page once', async () => {
    const category = `pages-${Date.now()}`;
    const ids: number[] = [];
    for (let i = 0; i < 7; i++)
      ids.push(dataOf(await admin.call('adm/save_news', { title: `分页 ${i}`, category, content: '<p>x</p>' })).id);

    const { requests, fetch } = recordingFetch();
    const site = createSiteClient({ baseUrl: server.url, accessToken: admin.accessToken, fetch });
    const seen: number[] = [];
    for await (const item of site.items('adm/get_news_list', { category, limit: 3 })) seen.push(item.id);
    expect(seen.sort()).toEqual([...ids].sort());
    const pagesAsked = await Promise.all(requests.map(async (request) => (await request.json()).page));
    expect(pagesAsked).toEqual([1, 2, 3]);

    const pages: number[][] = [];
    for await (const page of site.pages('adm/get_news_list', { category, limit: 5 }))
      pages.push(page.list.map((n) => n.id));
    expect(pages.map((page) => page.length)).toEqual([5, 2]);

    const refused = site.items('adm/get_news_list', { category, limit: 101 });
    await expect(refused.next()).rejects.toMatchObject({ error: 'VALIDATION_FAILED', code: 422 });
  });
});
