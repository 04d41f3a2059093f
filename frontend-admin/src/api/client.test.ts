import { AdminCall, ErrorName, hourlyToken } from '@site/contract';
import { describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '../test/fake-api';
import { ApiCallError, createApiClient, NETWORK_ERROR_CODE, type ApiClientOptions } from './client';

const SECRET = 'test-secret';
const NOW = new Date('2026-11-21T14:37:05Z');

function client(fetch: typeof globalThis.fetch, options: Partial<ApiClientOptions> = {}) {
  return createApiClient({ tokenSecret: SECRET, getAccessToken: () => 'acc-123', fetch, now: () => NOW, ...options });
}

describe('createApiClient', () => {
  it('posts JSON to /api/adm/<name> with the hourly token and lang headers', async () => {
    const api = fakeApi({ login: ok({ access_token: 'new' }) });
    await client(api.fetch).call(AdminCall.LOGIN, { username: 'admin', password: 'secret-pass' });

    expect(api.calls).toEqual([
      {
        url: '/api/adm/login',
        headers: {
          'content-type': 'application/json',
          token: hourlyToken(SECRET, NOW),
          lang: 'cn',
          'accept-language': 'zh-CN',
        },
        body: { username: 'admin', password: 'secret-pass' },
      },
    ]);
  });

  it("asks for the server's messages in the language the screen shows, following a switch", async () => {
    const api = fakeApi({ get_adm_info: [ok(null), ok(null), ok(null)] });
    let locale = 'en';
    const signedIn = client(api.fetch, { uiLocale: () => locale });
    await signedIn.call(AdminCall.GET_ADM_INFO);
    locale = 'sv';
    await signedIn.call(AdminCall.GET_ADM_INFO);
    locale = 'zh-CN';
    await signedIn.call(AdminCall.GET_ADM_INFO);
    expect(api.calls.map((call) => call.headers['accept-language'])).toEqual(['en', 'sv, en;q=0.8', 'zh-CN']);
  });

  it("follows the page's <html lang> by default (the language switcher sets it)", async () => {
    const api = fakeApi({ get_adm_info: ok(null) });
    document.documentElement.lang = 'pl';
    try {
      await client(api.fetch).call(AdminCall.GET_ADM_INFO);
    } finally {
      document.documentElement.lang = '';
    }
    expect(api.calls[0].headers['accept-language']).toBe('pl, en;q=0.8');
  });

  it('adds the stored access token to signed-in calls only', async () => {
    const api = fakeApi({ get_adm_info: ok(null) });
    await client(api.fetch).call(AdminCall.GET_ADM_INFO);
    expect(api.calls[0].headers.access_token).toBe('acc-123');
    expect(api.calls[0].body).toEqual({});

    const anonymous = fakeApi({ get_adm_info: ok(null) });
    await client(anonymous.fetch, { getAccessToken: () => null }).call(AdminCall.GET_ADM_INFO);
    expect(anonymous.calls[0].headers).not.toHaveProperty('access_token');
  });

  it('resolves to the envelope data when code is 0', async () => {
    const api = fakeApi({ get_adm_info: ok({ id: 7, username: 'editor1' }) });
    await expect(client(api.fetch).call(AdminCall.GET_ADM_INFO)).resolves.toEqual({ id: 7, username: 'editor1' });
  });

  it('rejects with the envelope code, msg and data otherwise', async () => {
    const errors = [{ field: 'username', message: '请输入用户名' }];
    const api = fakeApi({ login: fail(422, '参数校验失败', { errors }) });
    const failure = await client(api.fetch)
      .call(AdminCall.LOGIN, {})
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiCallError);
    expect(failure).toMatchObject({ code: 422, message: '参数校验失败', data: { errors } });
  });

  it('decides on code, not on the HTTP status', async () => {
    const api = fakeApi({ logout: { status: 200, envelope: { code: 403, msg: '账号已停用', data: null } } });
    await expect(client(api.fetch).call(AdminCall.LOGOUT)).rejects.toMatchObject({ code: 403, message: '账号已停用' });
  });

  it('reports a lost session (error ACCESS_TOKEN_INVALID), not a failed sign-in (CREDENTIALS_INVALID)', async () => {
    const onUnauthorized = vi.fn();
    const api = fakeApi({
      get_adm_info: fail(401, '登录已过期'),
      login: fail(401, '用户名或密码错误', null, ErrorName.CREDENTIALS_INVALID),
    });

    await expect(client(api.fetch, { onUnauthorized }).call(AdminCall.GET_ADM_INFO)).rejects.toMatchObject({
      code: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    await expect(client(api.fetch, { onUnauthorized }).call(AdminCall.LOGIN, {})).rejects.toMatchObject({
      message: '用户名或密码错误',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('explains an answer that is not an envelope', async () => {
    const api = fakeApi({ get_adm_info: { status: 502, text: '<html>Bad Gateway</html>' } });
    await expect(client(api.fetch).call(AdminCall.GET_ADM_INFO)).rejects.toMatchObject({
      code: 502,
      message: '服务器应答无法识别（HTTP 502）',
    });
  });

  it('explains a network failure', async () => {
    const api = fakeApi({ get_adm_info: new TypeError('Failed to fetch') });
    await expect(client(api.fetch).call(AdminCall.GET_ADM_INFO)).rejects.toMatchObject({
      code: NETWORK_ERROR_CODE,
      message: '无法连接服务器，请检查网络后重试',
    });
  });
});
