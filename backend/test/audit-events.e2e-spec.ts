import type { AuditEntry, CreatedApiKey, Page, RevisionSummary } from '@site/contract';
import { generate } from 'otplib';
import { runAdminCommand } from '../src/cli/admin-commands';
import { createAdmin, loginFrom, uniqueIp } from './support/admin-accounts';
import { adminSave, createNews, newsFields } from './support/content-factories';
import { createTestApp, TestApp, TEST_ADMIN } from './support/test-app';
import { testDatabases } from './support/test-database';
import { PNG_1X1 } from './uploads-fixtures';

const START = '2026-11-21T08:00:00.000Z';
const MINUTE = 60_000;

/**
 * Issue 21, item 4: the events of the audit log besides content saves (audit-log.e2e-spec.ts) — sign-ins and their
 * failures, sign-outs (of this session or another device), uploads, restores, two-factor and policy changes, changes
 * made on the server — each with its actor, and never a secret; and the actor filter, which includes what an admin's
 * API keys did.
 */
describe.each(testDatabases())('audit log events on %s', (kind) => {
  let t: TestApp;
  let superToken: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: START, env: { TRUST_PROXY: 'loopback' } });
    superToken = await t.login();
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(START));

  const auditOf = async (body: object): Promise<AuditEntry[]> =>
    (await adminSave<Page<AuditEntry>>(t, 'get_audit_list', superToken, { limit: 100, ...body })).list;
  const code = (secret: string) => generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });

  it("lists what an admin's API keys did under that admin's name, and only that admin's", async () => {
    const key = await adminSave<CreatedApiKey>(t, 'save_api_key', superToken, {
      name: 'nightly import',
      scopes: ['content_write'],
    });
    const saved = await t.http
      .post('/api/adm/save_news')
      .set('Authorization', `Bearer ${key.key}`)
      .send(newsFields({ title: '脚本写的新闻' }))
      .expect(200);
    const viaKey = `${TEST_ADMIN.username} [API key: nightly import]`;

    const mine = await auditOf({ actor: TEST_ADMIN.username, family: 'news' });
    expect(mine.find((row) => row.target_id === saved.body.data.id)).toMatchObject({
      action: 'create',
      username: viaKey,
    });
    // The key's own name finds its entries; a name that merely begins the same finds nothing of theirs.
    expect((await auditOf({ actor: viaKey })).map((row) => row.target_id)).toEqual([saved.body.data.id]);
    const prefix = await auditOf({ actor: TEST_ADMIN.username.slice(0, -1) });
    expect(prefix.filter((row) => row.username.startsWith(TEST_ADMIN.username))).toEqual([]);
  });

  it('records sign-in failures and sign-ins, sign-outs and a session signed out from another device', async () => {
    const editor = await createAdmin(t, superToken);
    const ip = uniqueIp();
    await loginFrom(t, ip, editor.username, 'wrong-password').expect(401);
    const first = (await loginFrom(t, ip, editor.username, editor.password).expect(200)).body.data.access_token;
    const second = (await loginFrom(t, uniqueIp(), editor.username, editor.password).expect(200)).body.data
      .access_token;
    const sessions = await adminSave<Array<{ id: number; current: boolean }>>(t, 'get_session_list', first, {});
    const other = sessions.find((session) => !session.current)!;
    await adminSave(t, 'revoke_session', first, { id: other.id });
    await t.adminCall('get_adm_info', second).expect(401);
    await adminSave(t, 'logout', first, {});

    const rows = await auditOf({ actor: editor.username });
    expect(rows.map((row) => [row.action, row.family])).toEqual([
      ['logout', ''],
      ['logout', 'sessions'],
      ['login', ''],
      ['login', ''],
      ['login_failed', ''],
    ]);
    expect(rows[1]).toMatchObject({ target_id: other.id, role: 'editor' });
    expect(rows.at(-1)).toMatchObject({ admin_id: null, ip });
  });

  it('records uploads and restores', async () => {
    const upload = await t.http
      .post('/api/adm/upload_pic')
      .set('access_token', superToken)
      .set('user-agent', 'audit-upload-agent')
      .attach('file', PNG_1X1, '审计图片.png')
      .expect(200);
    expect(upload.body.code).toBe(0);
    expect((await auditOf({ action: 'upload' }))[0]).toMatchObject({
      family: 'uploads',
      title: '审计图片.png',
      username: TEST_ADMIN.username,
      user_agent: 'audit-upload-agent',
    });

    const news = await createNews(t, superToken, { title: '恢复前' });
    await adminSave(t, 'save_news', superToken, { id: news.id, title: '恢复后' });
    const [, created] = (
      await adminSave<Page<RevisionSummary>>(t, 'get_revision_list', superToken, { family: 'news', id: news.id })
    ).list;
    await adminSave(t, 'restore_revision', superToken, { id: created.id });
    expect((await auditOf({ action: 'restore', family: 'news' }))[0]).toMatchObject({
      target_id: news.id,
      title: '恢复前',
      fields: ['title'],
    });
  });

  it('records two-factor changes and the sign-in policy as account and settings changes, never their secrets', async () => {
    const boss = await createAdmin(t, superToken, { role: 'super' });
    const session = await t.login(boss.username, boss.password);
    const setup = (await t.adminCall('totp_setup', session).expect(200)).body.data;
    const enabled = await t.adminCall('totp_enable', session, { code: await code(setup.secret) }).expect(200);
    await adminSave(t, 'save_auth_policy', session, { totp_required: true });
    await adminSave(t, 'save_auth_policy', session, { totp_required: false });
    t.clock.advance(MINUTE);
    await adminSave(t, 'totp_disable', session, { code: await code(setup.secret) });

    const rows = await auditOf({ actor: boss.username });
    expect(rows.map((row) => [row.action, row.family, row.title, row.fields.join()])).toEqual([
      ['update', 'admins', boss.username, 'totp'],
      ['update', 'settings', 'auth_policy', 'totp_required'],
      ['update', 'settings', 'auth_policy', 'totp_required'],
      ['update', 'admins', boss.username, 'totp'],
      ['login', '', '', ''],
    ]);
    const everything = JSON.stringify(await auditOf({}));
    expect(everything).not.toContain(setup.secret);
    for (const recovery of enabled.body.data.recovery_codes as string[]) expect(everything).not.toContain(recovery);
  });

  it("records a super admin's reset of another admin's two-factor sign-in, and the server's", async () => {
    const editor = await createAdmin(t, superToken);
    const session = await t.login(editor.username, editor.password);
    const setup = (await t.adminCall('totp_setup', session).expect(200)).body.data;
    await t.adminCall('totp_enable', session, { code: await code(setup.secret) }).expect(200);
    await adminSave(t, 'reset_admin_totp', superToken, { id: editor.id });
    await runAdminCommand(t.app, ['reset-2fa', editor.username]);

    const resets = (await auditOf({ family: 'admins' })).filter((row) => row.target_id === editor.id).slice(0, 2);
    expect(resets.map((row) => [row.username, row.fields.join()])).toEqual([
      ['npm run admin', 'totp'],
      [TEST_ADMIN.username, 'totp'],
    ]);
  });
});
