import { AdminCall, PublicCall } from '@site/contract';
import { createTestApp, TestApp } from './support/test-app';

interface Operation {
  operationId?: string;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
  security?: Array<Record<string, unknown>>;
  summary?: string;
  'x-api-key-scope'?: string;
}

/** Calls whose body the contract defines as none. */
const NO_BODY = new Set<string>([
  PublicCall.GET_HISTORY,
  PublicCall.GET_DOWNLOAD,
  PublicCall.GET_SITE_INFO,
  AdminCall.GET_ADM_INFO,
  AdminCall.LOGOUT,
  AdminCall.TOTP_SETUP,
  AdminCall.GET_AUTH_POLICY,
  AdminCall.GET_SESSION_LIST,
  AdminCall.START_BACKUP,
  AdminCall.GET_BACKUP_LIST,
  AdminCall.GET_BACKUP_STATUS,
  AdminCall.GET_API_KEY_LIST,
  AdminCall.GET_WEBHOOK_LIST,
  AdminCall.GET_VIDEO_LIST,
  AdminCall.GET_NEWS_CATEGORY_LIST,
  AdminCall.GET_CASE_CATEGORY_LIST,
]);

/** The sign-in steps: guarded by the hourly token, before any access token exists. */
const SIGN_IN = new Set<string>([AdminCall.LOGIN, AdminCall.LOGIN_TOTP]);

/** Chinese (CJK) text: the document is for integrators, in English; only examples show Chinese content. */
const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]/;

/** Where a `summary` or `description` in the document holds Chinese, outside `example(s)`. */
function chineseProse(node: unknown, at = '#'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => chineseProse(item, `${at}/${index}`));
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => {
    if (key === 'example' || key === 'examples') return [];
    if ((key === 'summary' || key === 'description') && typeof value === 'string') {
      return CJK.test(value) ? [`${at}/${key}: ${value}`] : [];
    }
    return chineseProse(value, `${at}/${key}`);
  });
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: { paths: Record<string, Record<string, Operation>> };
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    document = (await t.http.get('/api/docs-json').expect(200)).body;
    paths = document.paths;
  });
  afterAll(() => t.close());

  const calls = [
    ...Object.values(PublicCall).map((name) => ({ path: `/api/${name}`, name, admin: false })),
    ...Object.values(AdminCall).map((name) => ({ path: `/api/adm/${name}`, name, admin: !SIGN_IN.has(name) })),
  ];

  it.each(calls)('lists $path as a POST with a summary and the success envelope', ({ path }) => {
    const operation = paths[path]?.post;
    expect(operation).toBeDefined();
    expect(operation.summary).toMatch(/\S/);
    const success = operation.responses['200']?.content?.['application/json']?.schema;
    expect(success?.properties).toEqual(
      expect.objectContaining({ code: expect.anything(), msg: expect.anything(), data: expect.anything() }),
    );
  });

  it.each(calls.filter(({ name }) => !NO_BODY.has(name)))('documents the body of $path', ({ path }) => {
    expect(Object.keys(paths[path].post.requestBody?.content ?? {})).not.toHaveLength(0);
  });

  it.each(calls)('declares the security scheme of $path', ({ path, admin }) => {
    const schemes = (paths[path].post.security ?? []).flatMap((entry) => Object.keys(entry));
    expect(schemes).toContain(admin ? 'access-token' : 'hourly-token');
  });

  it.each(calls.filter(({ admin }) => admin))('documents the 401 answer of $path', ({ path }) => {
    expect(paths[path].post.responses).toHaveProperty('401');
  });

  it('is written in English: no summary or description holds Chinese (examples may)', () => {
    expect(chineseProse(document)).toEqual([]);
  });

  it('offers API keys on the calls that declare a scope, naming it, and on no other call', () => {
    const scoped = calls.filter(({ path }) => paths[path].post['x-api-key-scope']);
    expect(scoped.length).toBeGreaterThan(30);
    for (const { path, name } of calls) {
      const operation = paths[path].post;
      const schemes = (operation.security ?? []).flatMap((entry) => Object.keys(entry));
      expect({ name, apiKey: schemes.includes('api-key') }).toEqual({
        name,
        apiKey: Boolean(operation['x-api-key-scope']),
      });
    }
    expect(paths['/api/adm/get_news_list'].post['x-api-key-scope']).toBe('content_read');
    expect(paths['/api/adm/save_news'].post['x-api-key-scope']).toBe('content_write');
    expect(paths['/api/adm/upload_pic'].post['x-api-key-scope']).toBe('uploads');
    expect(paths['/api/adm/save_api_key'].post['x-api-key-scope']).toBeUndefined();
    expect(paths['/api/adm/get_news_list'].post.responses).toHaveProperty('429');
  });

  it('names operations after their call, admin calls with an `admin` prefix, each once', () => {
    const ids = Object.values(paths).flatMap((item) => Object.values(item).map((operation) => operation.operationId));
    expect(paths['/api/get_news_list'].post.operationId).toBe('getNewsList');
    expect(paths['/api/adm/get_news_list'].post.operationId).toBe('adminGetNewsList');
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists the DPlayer danmaku protocol and the health check as GET', () => {
    expect(paths['/api/danmaku/v3']?.get ?? paths['/api/danmaku/v3/']?.get).toBeDefined();
    expect(paths['/api/danmaku/v3']?.post ?? paths['/api/danmaku/v3/']?.post).toBeDefined();
    expect(paths['/api/health']?.get).toBeDefined();
  });
});
