import type { ApiKey, AuditEntry, CreatedApiKey, MediaFile, News, Page, Revision } from '@site/contract';
import { generate } from 'otplib';
import { createAdmin, loginFrom, uniqueIp, watchForSecrets } from './support/admin-accounts';
import { adminSave, createNews, hoursFrom, newsFields } from './support/content-factories';
import { createTestApp, TestApp, TEST_ADMIN } from './support/test-app';
import { testDatabases } from './support/test-database';
import { createSet } from './support/site-factories';
import { PNG_1X1, STORED_URL, uploadPic } from './uploads-fixtures';

const START = '2026-11-21T08:00:00.000Z';
const MINUTE = 60_000;
const CALLS_PER_MINUTE = 6;

/** adm/save_api_key, adm/get_api_key_list, adm/revoke_api_key, and admin calls made with a key (issue 23). */
describe.each(testDatabases())('API keys on %s', (kind) => {
  let t: TestApp;
  let superToken: string;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      now: START,
      env: { TRUST_PROXY: 'loopback', API_KEY_CALLS_PER_MINUTE: String(CALLS_PER_MINUTE) },
    });
    watchForSecrets(t);
    superToken = await t.login();
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(START));

  let names = 0;
  const makeKey = async (scopes: string[], extra: object = {}, token = superToken): Promise<CreatedApiKey> =>
    adminSave<CreatedApiKey>(t, 'save_api_key', token, { name: `script ${++names}`, scopes, ...extra });
  /** POST /api/adm/<call> with the key as a bearer token, as a script sends it. */
  const withKey = (call: string, key: string, body: object = {}) =>
    t.http.post(`/api/adm/${call}`).set('Authorization', `Bearer ${key}`).send(body);
  const listKeys = async () => adminSave<ApiKey[]>(t, 'get_api_key_list', superToken, {});

  it('makes a key shown once; the list names it by its first characters and never answers the key', async () => {
    const made = await makeKey(['content_read', 'uploads'], { expires_at: '2027-01-01T00:00:00.000Z' });
    expect(made).toEqual({
      id: expect.any(Number),
      name: `script ${names}`,
      key: expect.stringMatching(/^sitekey_[A-Za-z0-9_-]{43}$/),
      prefix: made.key.slice(0, 14),
      scopes: ['content_read', 'uploads'],
      created_by: TEST_ADMIN.username,
      created_at: START,
      expires_at: '2027-01-01T00:00:00.000Z',
      last_used_at: null,
      revoked_at: null,
      state: 'active',
    });
    const res = await t.adminCall('get_api_key_list', superToken).expect(200);
    expect(JSON.stringify(res.body)).not.toContain(made.key);
    const listed = (res.body.data as ApiKey[]).find((key) => key.id === made.id);
    expect(listed).toEqual({ ...made, key: undefined });
    expect(listed).not.toHaveProperty('key');
    // A second key is another secret.
    expect((await makeKey(['content_read'])).key).not.toBe(made.key);
  });

  it('is for super admins only, and keys cannot manage keys', async () => {
    const editor = await createAdmin(t, superToken);
    const editorToken = await t.login(editor.username, editor.password);
    for (const [call, body] of [
      ['get_api_key_list', {}],
      ['save_api_key', { name: 'x', scopes: ['content_read'] }],
      ['revoke_api_key', { id: 1 }],
    ] as const) {
      const refused = await t.adminCall(call, editorToken, body).expect(403);
      expect(refused.body.error).toBe('FORBIDDEN_ROLE');
    }
    const key = (await makeKey(['content_read', 'content_write', 'uploads'])).key;
    for (const call of ['get_api_key_list', 'save_api_key', 'revoke_api_key', 'get_admin_list', 'get_adm_info']) {
      const refused = await withKey(call, key, { name: 'x', scopes: ['content_read'], id: 1 }).expect(403);
      expect(refused.body).toMatchObject({ code: 403, error: 'FORBIDDEN_SCOPE' });
    }
  });

  it('validates a new key: a name, known scopes, an expiry in the future', async () => {
    const bad = [
      { name: '', scopes: ['content_read'] },
      { name: 'a', scopes: [] },
      { name: 'a', scopes: ['everything'] },
      { name: 'a', scopes: ['content_read'], expires_at: 'tomorrow' },
      { name: 'a', scopes: ['content_read'], expires_at: hoursFrom(t, -1) },
    ];
    for (const body of bad) expect((await t.adminCall('save_api_key', superToken, body)).status).toBe(422);
  });

  it('reads content with content_read and nothing else', async () => {
    const news = await createNews(t, superToken);
    const key = (await makeKey(['content_read'])).key;
    const page = (await withKey('get_news_list', key, { ids: [news.id] }).expect(200)).body.data as Page<News>;
    expect(page.list.map((item) => item.id)).toEqual([news.id]);
    await withKey('get_media_list', key).expect(200);
    const write = await withKey('save_news', key, newsFields()).expect(403);
    expect(write.body.error).toBe('FORBIDDEN_SCOPE');
    const upload = await t.http
      .post('/api/adm/upload_pic')
      .set('Authorization', `Bearer ${key}`)
      .attach('file', PNG_1X1, 'a.png')
      .expect(403);
    expect(upload.body.error).toBe('FORBIDDEN_SCOPE');
    // Settings are site configuration, not content: no key may read or change them.
    expect((await withKey('get_set_list', key).expect(403)).body.error).toBe('FORBIDDEN_SCOPE');
    const english = await withKey('save_news', key, newsFields()).set('Accept-Language', 'en').expect(403);
    expect(english.body.msg).toBe('The API key has no scope for this call');
  });

  it('writes content with content_write as its maker would: revisions, version checks, the audit log', async () => {
    const made = await makeKey(['content_write']);
    const created = await withKey('save_news', made.key, newsFields({ title: '脚本导入' })).expect(200);
    const news = created.body.data as News;
    expect(news).toMatchObject({ title: '脚本导入', version: 1 });
    await withKey('save_news', made.key, { id: news.id, title: '脚本更新', version: 1 }).expect(200);
    const late = await withKey('save_news', made.key, { id: news.id, title: '过时', version: 1 }).expect(409);
    expect(late.body).toMatchObject({ error: 'VERSION_CONFLICT', data: { current_version: 2 } });
    expect((await withKey('get_news_list', made.key).expect(403)).body.error).toBe('FORBIDDEN_SCOPE');

    const actingAs = `${TEST_ADMIN.username} [API key: ${made.name}]`;
    const revisions = await adminSave<Page<{ username: string; version: number }>>(t, 'get_revision_list', superToken, {
      family: 'news',
      id: news.id,
    });
    expect(revisions.list.map((revision) => revision.username)).toEqual([actingAs, actingAs]);
    const audit = await adminSave<Page<AuditEntry>>(t, 'get_audit_list', superToken, { family: 'news', limit: 50 });
    const rows = audit.list.filter((row) => row.target_id === news.id);
    expect(rows.map((row) => row.action).sort()).toEqual(['create', 'update']);
    const admin = (await t.adminCall('get_adm_info', superToken).expect(200)).body.data;
    for (const row of rows) expect(row).toMatchObject({ admin_id: admin.id, username: actingAs });
  });

  it('gets nothing of settings through revisions, the deleted list or media usage, whatever its scopes', async () => {
    const url = (await uploadPic(t, superToken, PNG_1X1, 'logo.png').expect(200)).body.data as string;
    const secret = await createSet(t, superToken, { is_public: 0, value: `secret ${url}` });
    await adminSave(t, 'save_set', superToken, { id: secret.id, value: `secret 2 ${url}` });
    const gone = await createSet(t, superToken);
    await adminSave(t, 'del_set', superToken, { id: gone.id });
    const revisions = await adminSave<Page<{ id: number }>>(t, 'get_revision_list', superToken, {
      family: 'settings',
      id: secret.id,
    });
    const revisionId = revisions.list[0].id;

    const key = (await makeKey(['content_read', 'content_write', 'uploads'])).key;
    for (const [call, body] of [
      ['get_revision_list', { family: 'settings', id: secret.id }],
      ['get_revision', { id: revisionId }],
      ['restore_revision', { id: revisionId }],
    ] as const) {
      const refused = await withKey(call, key, body).expect(403);
      expect({ call, error: refused.body.error, data: refused.body.data }).toEqual({
        call,
        error: 'FORBIDDEN_SCOPE',
        data: null,
      });
    }
    t.clock.advance(MINUTE); // the key's CALLS_PER_MINUTE
    const deleted = (await withKey('get_deleted_list', key, { limit: 100 }).expect(200)).body.data as Page<Revision>;
    expect(deleted.list.map((entry) => entry.family)).not.toContain('settings');
    const onlySettings = await withKey('get_deleted_list', key, { family: 'settings' }).expect(200);
    expect(onlySettings.body.data).toMatchObject({ list: [], total: 0 });
    expect((await withKey('get_media_usage', key, { url }).expect(200)).body.data).toEqual([]);
    const library = await adminSave<Page<MediaFile>>(t, 'get_media_list', superToken, { limit: 100 });
    const file = library.list.find((item) => item.url === url)!;
    const refusedDelete = await withKey('del_media', key, { id: file.id }).expect(409);
    expect(refusedDelete.body.data).toEqual({ usage: [] });
    // The super admin who made the key still sees and restores them.
    await adminSave(t, 'restore_revision', superToken, { id: revisionId });
  });

  it('uploads with the uploads scope', async () => {
    const key = (await makeKey(['uploads'])).key;
    const res = await t.http
      .post('/api/adm/upload_pic')
      .set('Authorization', `Bearer ${key}`)
      .attach('file', PNG_1X1, 'a.png')
      .expect(200);
    expect(res.body.data).toMatch(STORED_URL);
    await withKey('upload_multi_init', key, { file_name: 'a.bin', file_size: 10 }).expect(200);
    expect((await withKey('get_news_list', key).expect(403)).body.error).toBe('FORBIDDEN_SCOPE');
  });

  it('never asks for a second factor, even when the site requires it of its maker', async () => {
    const key = (await makeKey(['content_read'])).key;
    const boss = await createAdmin(t, superToken, { role: 'super' });
    const bossSession = await t.login(boss.username, boss.password);
    const { secret } = (await t.adminCall('totp_setup', bossSession).expect(200)).body.data;
    const code = () => generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
    await t.adminCall('totp_enable', bossSession, { code: await code() }).expect(200);
    await t.adminCall('save_auth_policy', bossSession, { totp_required: true }).expect(200);
    try {
      // The maker has no TOTP: their own session is held at enrolment; their key is not.
      const session = (await loginFrom(t, uniqueIp(), TEST_ADMIN.username, TEST_ADMIN.password).expect(200)).body.data
        .access_token as string;
      expect((await t.adminCall('get_news_list', session).expect(403)).body.error).toBe('TOTP_REQUIRED');
      await withKey('get_news_list', key).expect(200);
    } finally {
      await t.adminCall('save_auth_policy', bossSession, { totp_required: false }).expect(200);
    }
  });

  it('stops at its expiry with API_KEY_EXPIRED; the list says expired', async () => {
    const made = await makeKey(['content_read'], { expires_at: hoursFrom(t, 1) });
    await withKey('get_news_list', made.key).expect(200);
    t.clock.advance(60 * MINUTE);
    const refused = await withKey('get_news_list', made.key).expect(401);
    expect(refused.body).toMatchObject({ code: 401, error: 'API_KEY_EXPIRED' });
    expect((await listKeys()).find((key) => key.id === made.id)).toMatchObject({
      state: 'expired',
      last_used_at: START,
    });
  });

  it('stops on the very next call once revoked; unknown keys get API_KEY_INVALID', async () => {
    const made = await makeKey(['content_read']);
    const other = await makeKey(['content_read']);
    await withKey('get_news_list', made.key).expect(200);
    await t.adminCall('revoke_api_key', superToken, { id: made.id }).expect(200);
    const refused = await withKey('get_news_list', made.key).expect(401);
    expect(refused.body).toMatchObject({ code: 401, error: 'API_KEY_INVALID' });
    await withKey('get_news_list', other.key).expect(200);
    expect((await listKeys()).find((key) => key.id === made.id)).toMatchObject({ state: 'revoked', revoked_at: START });
    expect((await t.adminCall('revoke_api_key', superToken, { id: made.id })).status).toBe(404);
    expect((await withKey('get_news_list', `${made.key.slice(0, -1)}x`).expect(401)).body.error).toBe(
      'API_KEY_INVALID',
    );

    const audit = await adminSave<Page<AuditEntry>>(t, 'get_audit_list', superToken, { family: 'api_keys' });
    const rows = audit.list.filter((row) => row.target_id === made.id);
    expect(rows.map((row) => [row.action, row.username, row.title])).toEqual([
      ['status', TEST_ADMIN.username, made.name],
      ['create', TEST_ADMIN.username, made.name],
    ]);
  });

  it('stops working when the super admin who made it is disabled', async () => {
    const maker = await createAdmin(t, superToken, { role: 'super' });
    const key = (await makeKey(['content_read'], {}, await t.login(maker.username, maker.password))).key;
    await withKey('get_news_list', key).expect(200);
    await t.adminCall('change_admin_status', superToken, { id: maker.id, status: 0 }).expect(200);
    expect((await withKey('get_news_list', key).expect(401)).body.error).toBe('API_KEY_INVALID');
  });

  it('is rate-limited per key: 429 RATE_LIMITED with Retry-After, other keys unaffected', async () => {
    const busy = (await makeKey(['content_read'])).key;
    const calm = (await makeKey(['content_read'])).key;
    for (let call = 0; call < CALLS_PER_MINUTE; call++) await withKey('get_news_list', busy).expect(200);
    const refused = await withKey('get_news_list', busy).expect(429);
    expect(refused.body).toMatchObject({ code: 429, error: 'RATE_LIMITED', data: { retry_after: 60 } });
    expect(refused.headers['retry-after']).toBe('60');
    await withKey('get_news_list', calm).expect(200);
    t.clock.advance(MINUTE);
    await withKey('get_news_list', busy).expect(200);
  });
});
