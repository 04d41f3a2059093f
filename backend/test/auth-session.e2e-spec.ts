import { createAdmin, loginFrom, TestAccount, uniqueIp, watchForSecrets } from './support/admin-accounts';
import { createTestApp, TEST_ADMIN, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

const START = '2026-11-21T08:00:00.000Z';
const TTL_SECONDS = 3600;
const NEW_PASSWORD = 'Fresh-pass-2026';

/** adm/get_adm_info, adm/logout, adm/modify_pwd, and when a session ends. */
describe.each(testDatabases())('admin sessions on %s', (kind) => {
  let t: TestApp;
  let superToken: string;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      now: START,
      env: { ACCESS_TOKEN_TTL_SECONDS: String(TTL_SECONDS), TRUST_PROXY: 'loopback' },
    });
    watchForSecrets(t);
    superToken = await t.login();
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(START));

  const info = (token: string) => t.adminCall('get_adm_info', token);
  const signIn = (account: TestAccount, password = account.password) => t.login(account.username, password);

  it('get_adm_info answers the signed-in admin, editors included', async () => {
    const editor = await createAdmin(t, superToken, { nickname: '李编辑' });
    const res = await info(await signIn(editor)).expect(200);
    expect(res.body.data).toMatchObject({
      id: editor.id,
      username: editor.username,
      nickname: '李编辑',
      role: 'editor',
    });
  });

  it('expires a session after ACCESS_TOKEN_TTL_SECONDS, telling an expired token from an unknown one', async () => {
    const res = await loginFrom(t, uniqueIp(), TEST_ADMIN.username, TEST_ADMIN.password).expect(200);
    expect(res.body.data.expires_at).toBe(new Date(Date.parse(START) + TTL_SECONDS * 1000).toISOString());
    t.clock.advance(TTL_SECONDS * 1000 - 1);
    await info(res.body.data.access_token).expect(200);
    t.clock.advance(1);
    const expired = await info(res.body.data.access_token).expect(401);
    expect(expired.body).toEqual({
      code: 401,
      msg: '登录令牌（access_token）已过期，请重新登录',
      error: 'ACCESS_TOKEN_EXPIRED',
      data: null,
    });
    const unknown = await info('x'.repeat(43)).expect(401);
    expect(unknown.body).toEqual({
      code: 401,
      msg: '登录令牌（access_token）无效或已注销，请重新登录',
      error: 'ACCESS_TOKEN_INVALID',
      data: null,
    });
  });

  it('logout answers null and ends only that session', async () => {
    const editor = await createAdmin(t, superToken);
    const [first, second] = [await signIn(editor), await signIn(editor)];
    const res = await t.adminCall('logout', first).expect(200);
    expect(res.body).toEqual({ code: 0, msg: expect.any(String), data: null });
    await info(first).expect(401);
    await t.adminCall('logout', first).expect(401);
    await info(second).expect(200);
  });

  describe('modify_pwd', () => {
    const body = (account: TestAccount) => ({ old_password: account.password, new_password: NEW_PASSWORD });

    /** The password change took: the old password fails, the new one signs in. */
    async function expectPasswordChanged(account: TestAccount) {
      await loginFrom(t, uniqueIp(), account.username, account.password).expect(401);
      await loginFrom(t, uniqueIp(), account.username, NEW_PASSWORD).expect(200);
    }

    it('changes the password, keeps this session and ends every other one', async () => {
      const editor = await createAdmin(t, superToken);
      const [current, other, third] = [await signIn(editor), await signIn(editor), await signIn(editor)];
      const untouched = await signIn(await createAdmin(t, superToken));
      const res = await t.adminCall('modify_pwd', current, body(editor)).expect(200);
      expect(res.body).toEqual({ code: 0, msg: expect.any(String), data: null });
      await info(current).expect(200);
      await info(other).expect(401);
      await info(third).expect(401);
      await info(untouched).expect(200);
      await expectPasswordChanged(editor);
    });

    it('accepts a form-urlencoded body', async () => {
      const editor = await createAdmin(t, superToken);
      const token = await signIn(editor);
      await t.http.post('/api/adm/modify_pwd').set('access_token', token).type('form').send(body(editor)).expect(200);
      await expectPasswordChanged(editor);
    });

    it('accepts a multipart body without files, and refuses one with a file (400)', async () => {
      const editor = await createAdmin(t, superToken);
      const token = await signIn(editor);
      const multipart = () =>
        t.http
          .post('/api/adm/modify_pwd')
          .set('access_token', token)
          .field('old_password', editor.password)
          .field('new_password', NEW_PASSWORD);
      const withFile = await multipart().attach('file', Buffer.from('x'), 'x.txt').expect(400);
      expect(withFile.body.code).toBe(400);
      await loginFrom(t, uniqueIp(), editor.username, editor.password).expect(200);
      await multipart().expect(200);
      await expectPasswordChanged(editor);
    });

    it('answers a wrong old password with 422 on old_password; nothing changes', async () => {
      const editor = await createAdmin(t, superToken);
      const [current, other] = [await signIn(editor), await signIn(editor)];
      const res = await t
        .adminCall('modify_pwd', current, { ...body(editor), old_password: 'Wrong-pass-1' })
        .expect(422);
      expect(res.body).toEqual({
        code: 422,
        error: 'VALIDATION_FAILED',
        msg: expect.any(String),
        data: { errors: [{ field: 'old_password', message: '原密码不正确' }] },
      });
      await info(current).expect(200);
      await info(other).expect(200);
      await loginFrom(t, uniqueIp(), editor.username, editor.password).expect(200);
    });

    it.each([
      [
        'the new password equals the old one',
        (a: TestAccount) => ({ old_password: a.password, new_password: a.password }),
        'new_password',
        '新密码不能与原密码相同',
      ],
      [
        'the new password is too short',
        (a: TestAccount) => ({ old_password: a.password, new_password: 'Short-7' }),
        'new_password',
        '新密码长度须为 8–72 个字符',
      ],
      [
        'the new password is too long',
        (a: TestAccount) => ({ old_password: a.password, new_password: 'x'.repeat(73) }),
        'new_password',
        '新密码长度须为 8–72 个字符',
      ],
      [
        'the new password is missing',
        (a: TestAccount) => ({ old_password: a.password }),
        'new_password',
        '请填写新密码',
      ],
      ['the old password is missing', () => ({ new_password: NEW_PASSWORD }), 'old_password', '请填写原密码'],
    ])('answers 422 when %s', async (_case, makeBody, field, message) => {
      const editor = await createAdmin(t, superToken);
      const res = await t.adminCall('modify_pwd', await signIn(editor), makeBody(editor)).expect(422);
      expect(res.body.data).toEqual({ errors: [{ field, message }] });
      await loginFrom(t, uniqueIp(), editor.username, editor.password).expect(200);
    });

    it('needs a signed-in admin (401)', async () => {
      const res = await t.http
        .post('/api/adm/modify_pwd')
        .send({ old_password: 'a', new_password: NEW_PASSWORD })
        .expect(401);
      expect(res.body).toEqual({
        code: 401,
        msg: '缺少登录令牌（access_token），请先登录',
        error: 'ACCESS_TOKEN_INVALID',
        data: null,
      });
    });
  });
});
