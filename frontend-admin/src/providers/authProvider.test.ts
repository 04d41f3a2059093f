import { ErrorName } from '@site/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { makeAdmin, memoryTokens } from '../test/factories';
import { fail, fakeApi, ok } from '../test/fake-api';
import { createAuthProvider } from './authProvider';

function setup(answers: Parameters<typeof fakeApi>[0], token: string | null = null) {
  const api = fakeApi(answers);
  const tokens = memoryTokens(token);
  const client = createApiClient({ tokenSecret: 's', getAccessToken: tokens.get, fetch: api.fetch });
  return { auth: createAuthProvider(client, tokens), tokens, calls: api.calls };
}

describe('authProvider', () => {
  beforeEach(() => localStorage.clear());

  it('signs in through adm/login and keeps the access token for the next calls', async () => {
    const admin = makeAdmin({ role: 'editor', nickname: '小编' });
    const { auth, tokens, calls } = setup({ login: ok({ access_token: 'tok-1', expires_at: '', admin }) });
    await auth.login({ username: ' editor1 ', password: 'pass-word-1' });
    expect(tokens.get()).toBe('tok-1');
    expect(calls[0].body).toEqual({ username: 'editor1', password: 'pass-word-1' });
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    await expect(auth.getIdentity!()).resolves.toMatchObject({ fullName: '小编', role: 'editor' });
  });

  it('hides admin accounts and settings from editors, not from super admins', async () => {
    const editor = setup({ get_adm_info: ok(makeAdmin({ role: 'editor' })) }, 'tok');
    for (const resource of ['news', 'plugin', 'seo']) {
      await expect(editor.auth.canAccess!({ resource, action: 'list' })).resolves.toBe(true);
    }
    for (const resource of ['admin', 'set']) {
      await expect(editor.auth.canAccess!({ resource, action: 'list' })).resolves.toBe(false);
    }
    localStorage.clear();
    const chief = setup({ get_adm_info: ok(makeAdmin({ role: 'super' })) }, 'tok');
    await expect(chief.auth.canAccess!({ resource: 'admin', action: 'list' })).resolves.toBe(true);
  });

  it('signs out when the access token is refused, by the error name, not on a refused role', async () => {
    const { auth, tokens } = setup({}, 'tok');
    await expect(auth.checkError({ status: 403, body: { error: ErrorName.FORBIDDEN_ROLE } })).resolves.toBeUndefined();
    expect(tokens.get()).toBe('tok');
    await expect(auth.checkError({ status: 401, body: { error: ErrorName.ACCESS_TOKEN_INVALID } })).rejects.toThrow(
      '登录已失效',
    );
    expect(tokens.get()).toBeNull();
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false });
  });

  it('signs out through adm/logout and forgets the token even when the server fails', async () => {
    const { auth, tokens, calls } = setup({ logout: fail(500, '服务器错误') }, 'tok');
    await auth.logout({});
    expect(calls.map((call) => call.url)).toEqual(['/api/adm/logout']);
    expect(tokens.get()).toBeNull();
  });
});
