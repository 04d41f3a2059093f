import { generate } from 'otplib';
import { runAdminCommand } from '../src/cli/admin-commands';
import { createAdmin, loginFrom, TestAccount, uniqueIp, watchForSecrets } from './support/admin-accounts';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

const START = '2026-11-21T08:00:00.000Z';
const MINUTE = 60_000;

/** The code an authenticator app shows for `secret` at the fake clock's time. */
const codeAt = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
/** A 6-digit code that is not the right one at `at` (nor in the steps either side). */
async function wrongCodeAt(secret: string, at: Date): Promise<string> {
  const near = await Promise.all([-30, 0, 30].map((s) => codeAt(secret, new Date(at.getTime() + s * 1000))));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.includes(code)) return code;
  }
}

/** adm/totp_*, the two-step adm/login + adm/login_totp, recovery codes, the policy and the server's reset-2fa. */
describe.each(testDatabases())('two-factor sign-in on %s', (kind) => {
  let t: TestApp;
  let superToken: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: START, env: { TRUST_PROXY: 'loopback' } });
    watchForSecrets(t);
    superToken = await t.login();
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(START));

  const code = (secret: string) => codeAt(secret, t.clock.now());
  const loginTotp = (ip: string, body: object) =>
    t.http.post('/api/adm/login_totp').set('token', t.token()).set('X-Forwarded-For', ip).send(body);

  /** A new admin with TOTP on: their secret and recovery codes. */
  async function enrolledAdmin(
    role: 'editor' | 'super',
  ): Promise<TestAccount & { secret: string; recovery: string[] }> {
    const editor = await createAdmin(t, superToken, { role });
    const session = await t.login(editor.username, editor.password);
    const setup = (await t.adminCall('totp_setup', session).expect(200)).body.data;
    const enabled = await t.adminCall('totp_enable', session, { code: await code(setup.secret) }).expect(200);
    // The enrolment code's step is spent: the next sign-in needs a later one.
    t.clock.advance(MINUTE);
    return { ...editor, secret: setup.secret, recovery: enabled.body.data.recovery_codes };
  }

  const enrolledEditor = () => enrolledAdmin('editor');

  async function challengeOf(account: TestAccount, ip = uniqueIp()): Promise<string> {
    const res = await loginFrom(t, ip, account.username, account.password).expect(200);
    expect(res.body.data).toEqual({ totp_required: true, challenge: expect.any(String) });
    return res.body.data.challenge;
  }

  it('enrols: a secret, its otpauth URL and QR image; a wrong code is refused; ten recovery codes once', async () => {
    const editor = await createAdmin(t, superToken);
    const session = await t.login(editor.username, editor.password);
    const setup = await t.adminCall('totp_setup', session).expect(200);
    expect(setup.body.data).toEqual({
      secret: expect.stringMatching(/^[A-Z2-7]{16,}$/),
      otpauth_url: expect.stringMatching(/^otpauth:\/\/totp\/.+secret=/),
      qr: expect.stringMatching(/^data:image\/png;base64,/),
    });
    const { secret } = setup.body.data;
    expect(setup.body.data.otpauth_url).toContain(encodeURIComponent(editor.username));

    const wrong = await t.adminCall('totp_enable', session, { code: await wrongCodeAt(secret, t.clock.now()) });
    expect(wrong.status).toBe(422);
    expect(wrong.body.data.errors).toEqual([{ field: 'code', message: expect.any(String) }]);
    const info = await t.adminCall('get_adm_info', session).expect(200);
    expect(info.body.data.totp_enabled).toBe(false);

    const enabled = await t.adminCall('totp_enable', session, { code: await code(secret) }).expect(200);
    const recovery: string[] = enabled.body.data.recovery_codes;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    recovery.forEach((one) => expect(one).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/));
    expect((await t.adminCall('get_adm_info', session).expect(200)).body.data.totp_enabled).toBe(true);
    expect((await t.adminCall('totp_setup', session)).status).toBe(409);
    // Only hashes are stored.
    const stored = JSON.stringify(await t.dataSource.query('SELECT code_hash FROM admin_recovery_codes'));
    recovery.forEach((one) => expect(stored).not.toContain(one));
  });

  it('signs in in two steps: no token for the password alone; the code gives it; a code and a challenge work once', async () => {
    const editor = await enrolledEditor();
    const ip = uniqueIp();
    const challenge = await challengeOf(editor, ip);
    const right = await code(editor.secret);
    const signedIn = await loginTotp(ip, { challenge, code: right }).expect(200);
    expect(signedIn.body.data).toEqual(
      expect.objectContaining({ access_token: expect.any(String), device_token: expect.any(String) }),
    );
    await t.adminCall('get_adm_info', signedIn.body.data.access_token).expect(200);

    const reused = await loginTotp(ip, { challenge, code: right }).expect(401);
    expect(reused.body.error).toBe('TOTP_INVALID');
    const replayed = await loginTotp(ip, { challenge: await challengeOf(editor, ip), code: right }).expect(401);
    expect(replayed.body.error).toBe('TOTP_INVALID');
  });

  it('lets the challenge expire after 5 minutes', async () => {
    const editor = await enrolledEditor();
    const challenge = await challengeOf(editor);
    t.clock.advance(5 * MINUTE);
    const late = await loginTotp(uniqueIp(), { challenge, code: await code(editor.secret) }).expect(401);
    expect(late.body).toMatchObject({ error: 'TOTP_INVALID', msg: expect.stringContaining('过期') });
  });

  it('accepts each recovery code once, typed in any case with or without its dash', async () => {
    const editor = await enrolledEditor();
    const [first, second] = editor.recovery;
    await loginTotp(uniqueIp(), { challenge: await challengeOf(editor), code: first.toUpperCase() }).expect(200);
    await loginTotp(uniqueIp(), { challenge: await challengeOf(editor), code: first }).expect(401);
    await loginTotp(uniqueIp(), { challenge: await challengeOf(editor), code: second.replace('-', '') }).expect(200);
  });

  it('counts wrong codes like wrong passwords: 5 from one address lock the name there', async () => {
    const editor = await enrolledEditor();
    const ip = uniqueIp();
    const challenge = await challengeOf(editor, ip);
    const wrong = await wrongCodeAt(editor.secret, t.clock.now());
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await loginTotp(ip, { challenge, code: wrong })).status);
    expect(codes).toEqual([401, 401, 401, 401, 429]);
    await loginTotp(ip, { challenge, code: await code(editor.secret) }).expect(429);
    // A right password does not reset the count either.
    await loginFrom(t, ip, editor.username, editor.password).expect(429);
    // Each refusal is in the audit log under the name tried: four failures, then lockouts.
    const audit = await t.adminCall('get_audit_list', superToken, { actor: editor.username, limit: 100 }).expect(200);
    const actions = (audit.body.data.list as { action: string }[]).map((entry) => entry.action);
    expect(actions.filter((action) => action === 'login_failed')).toHaveLength(4);
    expect(actions).toContain('lockout');
    expect(actions).toContain('login');
  });

  it('under a burst of 30 parallel wrong codes, at most 5 are let through to the check; the right code is then refused', async () => {
    const editor = await enrolledEditor();
    const ip = uniqueIp();
    const challenge = await challengeOf(editor, ip);
    const wrong = await wrongCodeAt(editor.secret, t.clock.now());
    const answers = await Promise.all(Array.from({ length: 30 }, () => loginTotp(ip, { challenge, code: wrong })));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(4);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(26);
    expect(statuses.filter((status) => status === 200)).toEqual([]);
    await loginTotp(ip, { challenge, code: await code(editor.secret) }).expect(429);
  });

  it('disables with a current code, and the account signs in with its password alone again', async () => {
    const editor = await enrolledEditor();
    const token = (
      await loginTotp(uniqueIp(), { challenge: await challengeOf(editor), code: await code(editor.secret) }).expect(200)
    ).body.data.access_token;
    t.clock.advance(MINUTE);
    expect((await t.adminCall('totp_disable', token, { code: '000000x' })).status).toBe(422);
    await t.adminCall('totp_disable', token, { code: await code(editor.secret) }).expect(200);
    expect((await loginFrom(t, uniqueIp(), editor.username, editor.password).expect(200)).body.data).toHaveProperty(
      'access_token',
    );
  });

  it("lets a super admin reset another admin's TOTP (editors may not)", async () => {
    const editor = await enrolledEditor();
    const other = await createAdmin(t, superToken);
    const otherToken = await t.login(other.username, other.password);
    expect((await t.adminCall('reset_admin_totp', otherToken, { id: editor.id })).status).toBe(403);
    await t.adminCall('reset_admin_totp', superToken, { id: editor.id }).expect(200);
    await loginFrom(t, uniqueIp(), editor.username, editor.password).expect(200);
    expect((await t.adminCall('reset_admin_totp', superToken, { id: 999999 })).status).toBe(404);
  });

  it('resets on the server with `npm run admin -- reset-2fa <username>` (any case)', async () => {
    const editor = await enrolledEditor();
    const said = await runAdminCommand(t.app, ['reset-2fa', editor.username.toUpperCase()]);
    expect(said).toContain(editor.username);
    await loginFrom(t, uniqueIp(), editor.username, editor.password).expect(200);
    await expect(runAdminCommand(t.app, ['reset-2fa', 'nobody_here'])).rejects.toThrow('管理员不存在');
    await expect(runAdminCommand(t.app, ['wipe'])).rejects.toThrow('用法');
  });

  it('resets a password on the server with `npm run admin -- reset-password <username>`: shown once, sessions ended, audited, to be changed at the next sign-in', async () => {
    const editor = await createAdmin(t, superToken);
    const session = await t.login(editor.username, editor.password);
    const said = await runAdminCommand(t.app, ['reset-password', ` ${editor.username.toUpperCase()} `]);
    const password = /新密码（仅显示这一次）：(\S+)/.exec(said)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    await t.adminCall('get_adm_info', session).expect(401);
    await loginFrom(t, uniqueIp(), editor.username, editor.password).expect(401);
    // A one-time password: signed in with it, the admin may only set their own before anything else.
    const signedIn = await loginFrom(t, uniqueIp(), editor.username, password).expect(200);
    expect(signedIn.body.data.password_change_required).toBe(true);
    const oneTime: string = signedIn.body.data.access_token;
    const refused = await t.adminCall('get_news_list', oneTime).expect(403);
    expect(refused.body).toMatchObject({
      error: 'PASSWORD_CHANGE_REQUIRED',
      msg: '密码已在服务器上重置：请先设置新密码',
    });
    await t.adminCall('get_adm_info', oneTime).expect(200);
    await t.adminCall('modify_pwd', oneTime, { old_password: password, new_password: 'My-own-pass-2026' }).expect(200);
    await t.adminCall('get_news_list', oneTime).expect(200);
    const again = await loginFrom(t, uniqueIp(), editor.username, 'My-own-pass-2026').expect(200);
    expect(again.body.data.password_change_required).toBe(false);
    const audit = await t.adminCall('get_audit_list', superToken, { family: 'admins', limit: 100 }).expect(200);
    expect(audit.body.data.list).toContainEqual(
      expect.objectContaining({
        action: 'update',
        username: 'npm run admin',
        target_id: editor.id,
        fields: ['password'],
      }),
    );
    expect(JSON.stringify(audit.body.data)).not.toContain(password);
    await expect(runAdminCommand(t.app, ['reset-password', 'nobody_here'])).rejects.toThrow('管理员不存在');
  });

  it('with the policy on, an admin without TOTP may only enrol; enrolling opens every call', async () => {
    const editor = await createAdmin(t, superToken);
    const boss = await enrolledAdmin('super');
    const bossToken = (
      await loginTotp(uniqueIp(), { challenge: await challengeOf(boss), code: await code(boss.secret) }).expect(200)
    ).body.data.access_token;
    const editorToken = await t.login(editor.username, editor.password);
    expect((await t.adminCall('save_auth_policy', editorToken, { totp_required: true })).status).toBe(403);
    // The first super admin has no TOTP: requiring it would shut them out.
    expect((await t.adminCall('save_auth_policy', superToken, { totp_required: true })).status).toBe(409);
    await t.adminCall('save_auth_policy', bossToken, { totp_required: true }).expect(200);
    try {
      const res = await loginFrom(t, uniqueIp(), editor.username, editor.password).expect(200);
      expect(res.body.data.totp_setup_required).toBe(true);
      const session: string = res.body.data.access_token;
      const refused = await t.adminCall('get_news_list', session).expect(403);
      expect(refused.body.error).toBe('TOTP_REQUIRED');
      await t.adminCall('get_adm_info', session).expect(200);
      const { secret } = (await t.adminCall('totp_setup', session).expect(200)).body.data;
      await t.adminCall('totp_enable', session, { code: await code(secret) }).expect(200);
      await t.adminCall('get_news_list', session).expect(200);
      t.clock.advance(MINUTE);
      expect((await t.adminCall('totp_disable', session, { code: await code(secret) })).status).toBe(409);
      expect((await t.adminCall('get_auth_policy', session).expect(200)).body.data).toEqual({ totp_required: true });
    } finally {
      await t.adminCall('save_auth_policy', bossToken, { totp_required: false }).expect(200);
    }
  });
});
