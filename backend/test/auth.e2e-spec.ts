import { hourlyToken } from '@site/contract';
import {
  ADMIN_VIEW_KEYS,
  createAdmin,
  loginFrom,
  uniqueIp,
  uniqueName,
  watchForSecrets,
} from './support/admin-accounts';
import { createTestApp, TEST_ADMIN, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

const START = '2026-11-21T08:00:00.000Z';
const WEEK_MS = 7 * 24 * 3600 * 1000;

describe.each(testDatabases())('adm/login and the access token on %s', (kind) => {
  let t: TestApp;
  let superToken: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: START, env: { TRUST_PROXY: 'loopback' } });
    watchForSecrets(t);
    superToken = await t.login();
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(START));

  it('answers the access token, its expiry (7 days by default) and the admin, recording the sign-in', async () => {
    const ip = uniqueIp();
    const res = await loginFrom(t, ip, TEST_ADMIN.username, TEST_ADMIN.password).expect(200);
    expect(res.body).toEqual({
      code: 0,
      msg: expect.any(String),
      data: {
        access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expires_at: new Date(Date.parse(START) + WEEK_MS).toISOString(),
        admin: expect.objectContaining({
          id: 1,
          username: TEST_ADMIN.username,
          role: 'super',
          status: 1,
          last_login_at: START,
          last_login_ip: ip,
        }),
        device_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        totp_setup_required: false,
        password_change_required: false,
      },
    });
    expect(Object.keys(res.body.data.admin).sort()).toEqual(ADMIN_VIEW_KEYS);
    const info = await t.adminCall('get_adm_info', res.body.data.access_token).expect(200);
    expect(info.body.data).toMatchObject({ last_login_at: START, last_login_ip: ip });
  });

  it('matches the username ignoring case', async () => {
    const res = await loginFrom(t, uniqueIp(), TEST_ADMIN.username.toUpperCase(), TEST_ADMIN.password).expect(200);
    expect(res.body.data.admin.username).toBe(TEST_ADMIN.username);
  });

  it('answers a wrong password and an unknown username alike: 401 with one neutral message', async () => {
    const wrong = await loginFrom(t, uniqueIp(), TEST_ADMIN.username, 'Wrong-pass-1').expect(401);
    const unknown = await loginFrom(t, uniqueIp(), uniqueName('ghost'), TEST_ADMIN.password).expect(401);
    expect(wrong.body).toEqual({ code: 401, msg: '用户名或密码错误', error: 'CREDENTIALS_INVALID', data: null });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('tells a disabled admin so (403) only after the right password', async () => {
    const editor = await createAdmin(t, superToken);
    await t.adminCall('change_admin_status', superToken, { id: editor.id, status: 0 }).expect(200);
    const wrong = await loginFrom(t, uniqueIp(), editor.username, 'Wrong-pass-1').expect(401);
    expect(wrong.body.msg).toBe('用户名或密码错误');
    const right = await loginFrom(t, uniqueIp(), editor.username, editor.password).expect(403);
    expect(right.body).toEqual({
      code: 403,
      msg: expect.stringContaining('停用'),
      error: 'ACCOUNT_DISABLED',
      data: null,
    });
  });

  it('takes the access token from the access_token header or Authorization: Bearer', async () => {
    const call = () => t.http.post('/api/adm/get_adm_info').send({});
    const viaHeader = await call().set('access_token', superToken).expect(200);
    const viaBearer = await call().set('Authorization', `Bearer ${superToken}`).expect(200);
    expect(viaHeader.body.data).toMatchObject({ id: 1, username: TEST_ADMIN.username });
    expect(viaBearer.body.data).toEqual(viaHeader.body.data);
    const missing = await call().expect(401);
    expect(missing.body).toEqual({ code: 401, msg: expect.any(String), error: 'ACCESS_TOKEN_INVALID', data: null });
    await call().set('access_token', 'not-a-token').expect(401);
    await call().set('Authorization', 'Basic YWRtaW46YWRtaW4=').expect(401);
  });

  it('checks the hourly token on an admin call only when it is sent', async () => {
    await t.adminCall('get_adm_info', superToken).expect(200);
    await t.adminCall('get_adm_info', superToken).set('token', t.token()).expect(200);
    const wrong = await t.adminCall('get_adm_info', superToken).set('token', 'f'.repeat(64)).expect(403);
    expect(wrong.body.code).toBe(403);
  });

  it('expires the access token after ACCESS_TOKEN_TTL_SECONDS on the clock', async () => {
    const token = await t.login();
    t.clock.advance(WEEK_MS - 1000);
    await t.adminCall('get_adm_info', token).expect(200);
    t.clock.advance(1000);
    await t.adminCall('get_adm_info', token).expect(401);
  });

  describe('the hourly token of adm/login', () => {
    const tokenOfHour = (iso: string) => hourlyToken(t.config.apiTokenSecret, new Date(iso));
    const loginWith = (token: string | undefined) => {
      const req = t.http.post('/api/adm/login').set('X-Forwarded-For', uniqueIp());
      return (token === undefined ? req : req.set('token', token)).send(TEST_ADMIN);
    };

    it.each([
      ['10:59:59', ['09', '10', '11'], ['08', '12']],
      ['11:00:00', ['10', '11', '12'], ['09', '13']],
    ])('at %s accepts the hours %j and refuses %j', async (time, accepted, refused) => {
      t.clock.set(`2026-11-21T${time}.000Z`);
      for (const hour of accepted) {
        const res = await loginWith(tokenOfHour(`2026-11-21T${hour}:00:00.000Z`));
        expect([hour, res.body.code]).toEqual([hour, 0]);
      }
      for (const hour of refused) {
        const res = await loginWith(tokenOfHour(`2026-11-21T${hour}:00:00.000Z`));
        expect([hour, res.status, res.body]).toEqual([
          hour,
          403,
          { code: 403, msg: expect.any(String), error: 'TOKEN_INVALID', data: null },
        ]);
      }
    });

    it('refuses a login without the token (403), naming the hourly token', async () => {
      const res = await loginWith(undefined).expect(403);
      expect(res.body).toEqual({ code: 403, msg: '缺少时间令牌（token）', error: 'TOKEN_INVALID', data: null });
    });

    it('says a wrong hourly token is the 时间令牌, not the admin access token', async () => {
      const res = await loginWith('0'.repeat(64)).expect(403);
      expect(res.body.msg).toBe('时间令牌（token）无效或已过期：请检查 API_TOKEN_SECRET 与系统时间');
    });

    it('computes the hour in UTC across midnight', async () => {
      t.clock.set('2026-12-31T23:59:59.000Z');
      await loginWith(tokenOfHour('2027-01-01T00:00:00.000Z')).expect(200);
      await loginWith(tokenOfHour('2026-12-31T22:30:00.000Z')).expect(200);
      await loginWith(tokenOfHour('2027-01-01T01:00:00.000Z')).expect(403);
    });
  });

  it('answers a body without username or password with 422 on that field', async () => {
    const res = await t.http.post('/api/adm/login').set('token', t.token()).send({ username: 'admin' }).expect(422);
    expect(res.body).toEqual({
      code: 422,
      error: 'VALIDATION_FAILED',
      msg: expect.any(String),
      data: { errors: [{ field: 'password', message: '请填写密码' }] },
    });
  });
});
