import { ErrorName, type LoginResult } from '@site/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { makeAdmin, memoryTokens } from '../test/factories';
import { fail, fakeApi, ok } from '../test/fake-api';
import { signIn } from './signIn';
import { createAuthProvider } from './authProvider';

function setup(answers: Parameters<typeof fakeApi>[0], token: string | null = null) {
  const api = fakeApi(answers);
  const tokens = memoryTokens(token);
  const client = createApiClient({ tokenSecret: 's', getAccessToken: tokens.get, fetch: api.fetch });
  return { auth: createAuthProvider(client, tokens), client, tokens, calls: api.calls };
}

/** `adm/login`'s answer for a signed-in admin, with `overrides`. */
const loginAnswer = (overrides: Partial<LoginResult> = {}): LoginResult => ({
  access_token: 'tok',
  expires_at: '',
  admin: makeAdmin(),
  device_token: 'd',
  totp_setup_required: false,
  password_change_required: false,
  ...overrides,
});

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

  it('hides admin accounts, settings and API keys from editors, not from super admins', async () => {
    const editor = setup({ get_adm_info: ok(makeAdmin({ role: 'editor' })) }, 'tok');
    for (const resource of ['news', 'plugin', 'seo']) {
      await expect(editor.auth.canAccess!({ resource, action: 'list' })).resolves.toBe(true);
    }
    for (const resource of ['admin', 'set', 'api_keys']) {
      await expect(editor.auth.canAccess!({ resource, action: 'list' })).resolves.toBe(false);
    }
    localStorage.clear();
    const chief = setup({ get_adm_info: ok(makeAdmin({ role: 'super' })) }, 'tok');
    await expect(chief.auth.canAccess!({ resource: 'admin', action: 'list' })).resolves.toBe(true);
    await expect(chief.auth.canAccess!({ resource: 'api_keys', action: 'list' })).resolves.toBe(true);
  });

  it('denies no screen to a browser signed out (the sign-in gate takes it there and back), and asks nothing', async () => {
    const { auth, calls } = setup({ get_adm_info: ok(makeAdmin({ role: 'editor' })) });
    await expect(auth.canAccess!({ resource: 'news', action: 'edit' })).resolves.toBe(true);
    expect(calls).toEqual([]);
  });

  it('signs out when the access token is refused, by the error name, not on a refused role', async () => {
    const { auth, tokens } = setup({}, 'tok');
    await expect(auth.checkError({ status: 403, body: { error: ErrorName.FORBIDDEN_ROLE } })).resolves.toBeUndefined();
    expect(tokens.get()).toBe('tok');
    await expect(auth.checkError({ status: 401, body: { error: ErrorName.ACCESS_TOKEN_INVALID } })).rejects.toThrow(
      'app.drafts.session_ended',
    );
    expect(tokens.get()).toBeNull();
    // Drafts kept before this moment say the session's end left them unsaved.
    expect(localStorage.getItem('site-admin:session-ended-at')).not.toBeNull();
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false });
  });

  it('signs out through adm/logout and forgets the token even when the server fails', async () => {
    const { auth, tokens, calls } = setup({ logout: fail(500, '服务器错误') }, 'tok');
    await auth.logout({});
    expect(calls.map((call) => call.url)).toEqual(['/api/adm/logout']);
    expect(tokens.get()).toBeNull();
  });

  it('asks for the second step when the account has TOTP on, then signs in with the code and the challenge', async () => {
    const admin = makeAdmin({ totp_enabled: true });
    const { client, tokens, calls } = setup({
      login: ok({ totp_required: true, challenge: 'chal-1' }),
      login_totp: ok(loginAnswer({ access_token: 'tok-2', admin, device_token: 'dev-1' })),
    });
    await expect(signIn(client, tokens, { username: 'admin', password: 'pw' })).resolves.toEqual({
      challenge: 'chal-1',
    });
    expect(tokens.get()).toBeNull();

    await expect(signIn(client, tokens, { challenge: 'chal-1', code: ' 123456 ' })).resolves.toEqual({
      landing: undefined,
    });
    expect(calls[1]).toMatchObject({ url: '/api/adm/login_totp', body: { challenge: 'chal-1', code: '123456' } });
    expect(calls[1].headers).not.toHaveProperty('access_token');
    expect(tokens.get()).toBe('tok-2');
  });

  it('keeps the device token across sign-outs and sends it with the next sign-in', async () => {
    const admin = makeAdmin();
    const answer = loginAnswer({ admin, device_token: 'dev-9' });
    const { auth, calls } = setup({ login: [ok(answer), ok(answer)], logout: ok(null) });
    await auth.login({ username: 'admin', password: 'pw' });
    await auth.logout({});
    await auth.login({ username: 'admin', password: 'pw' });
    expect(calls[0].body).toEqual({ username: 'admin', password: 'pw' });
    expect(calls[2].body).toEqual({ username: 'admin', password: 'pw', device_token: 'dev-9' });
  });

  it('opens the two-factor page after a sign-in that must enrol first', async () => {
    const answer = loginAnswer({ totp_setup_required: true, password_change_required: false });
    const { auth } = setup({ login: ok(answer) });
    await expect(auth.login({ username: 'admin', password: 'pw' })).resolves.toEqual({ redirectTo: '/two-factor' });
  });

  it('opens the password change, before anything else, after a sign-in with a one-time password', async () => {
    const answer = loginAnswer({ totp_setup_required: true, password_change_required: true });
    const { auth, tokens } = setup({ login: ok(answer) });
    await expect(auth.login({ username: 'admin', password: 'pw' })).resolves.toEqual({ redirectTo: '/password' });
    // A call refused until then leads back there, signed in still.
    const refused = { body: { error: 'PASSWORD_CHANGE_REQUIRED' } };
    await expect(auth.checkError(refused)).rejects.toEqual({
      redirectTo: '/password',
      logoutUser: false,
      message: false,
    });
    expect(tokens.get()).toBe('tok');
  });
});
