import { createAdmin, loginFrom, uniqueIp, watchForSecrets } from './support/admin-accounts';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

const START = '2026-11-21T08:00:00.000Z';
const MINUTE = 60_000;

/** adm/get_session_list and adm/revoke_session: an admin's own signed-in sessions. */
describe.each(testDatabases())('session list on %s', (kind) => {
  let t: TestApp;
  let superToken: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: START, env: { TRUST_PROXY: 'loopback' } });
    watchForSecrets(t);
    superToken = await t.login();
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(START));

  const signInWith = async (username: string, password: string, ip: string, userAgent: string) =>
    (await loginFrom(t, ip, username, password).set('User-Agent', userAgent).expect(200)).body.data
      .access_token as string;

  it('lists the live sessions with device, address, sign-in and last-seen times, the current one marked', async () => {
    const editor = await createAdmin(t, superToken);
    const phoneIp = uniqueIp();
    const phone = await signInWith(editor.username, editor.password, phoneIp, 'Mozilla/5.0 (iPhone) Safari');
    t.clock.advance(2 * MINUTE);
    const laptop = await signInWith(editor.username, editor.password, uniqueIp(), 'Mozilla/5.0 (Windows) Chrome');
    const ended = await signInWith(editor.username, editor.password, uniqueIp(), 'Old browser');
    await t.adminCall('logout', ended).expect(200);
    t.clock.advance(3 * MINUTE);
    await t.adminCall('get_adm_info', phone).expect(200);

    const res = await t.adminCall('get_session_list', laptop).expect(200);
    // Most recently seen first; the call itself has just seen the laptop's session.
    expect(res.body.data).toEqual([
      expect.objectContaining({ device: 'Mozilla/5.0 (Windows) Chrome', current: true }),
      {
        id: expect.any(Number),
        device: 'Mozilla/5.0 (iPhone) Safari',
        ip: phoneIp,
        created_at: START,
        last_seen_at: new Date(Date.parse(START) + 5 * MINUTE).toISOString(),
        current: false,
      },
    ]);
  });

  it('revokes one of my sessions: its token answers 401 at once; others stay', async () => {
    const editor = await createAdmin(t, superToken);
    const mine = await signInWith(editor.username, editor.password, uniqueIp(), 'A');
    const other = await signInWith(editor.username, editor.password, uniqueIp(), 'B');
    const list = (await t.adminCall('get_session_list', mine).expect(200)).body.data as {
      id: number;
      device: string;
    }[];
    const target = list.find((session) => session.device === 'B');
    await t.adminCall('revoke_session', mine, { id: target?.id }).expect(200);
    await t.adminCall('get_adm_info', other).expect(401);
    await t.adminCall('get_adm_info', mine).expect(200);
    expect((await t.adminCall('get_session_list', mine).expect(200)).body.data).toHaveLength(1);
    expect((await t.adminCall('revoke_session', mine, { id: target?.id })).status).toBe(404);
  });

  it("cannot see or revoke another admin's sessions (404)", async () => {
    const editor = await createAdmin(t, superToken);
    const editorToken = await signInWith(editor.username, editor.password, uniqueIp(), 'E');
    const superSessions = (await t.adminCall('get_session_list', superToken).expect(200)).body.data as {
      id: number;
    }[];
    const res = await t.adminCall('revoke_session', editorToken, { id: superSessions[0].id });
    expect(res.status).toBe(404);
    await t.adminCall('get_adm_info', superToken).expect(200);
    expect((await t.adminCall('revoke_session', editorToken, {})).status).toBe(422);
  });
});
