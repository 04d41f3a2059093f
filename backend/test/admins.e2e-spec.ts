import { hashPassword } from '../src/common/auth/password';
import { AdminEntity } from '../src/modules/admins/admin.entity';
import {
  ADMIN_VIEW_KEYS,
  createAdmin,
  loginFrom,
  TestAccount,
  uniqueIp,
  uniqueName,
  watchForSecrets,
} from './support/admin-accounts';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

const START = '2026-11-21T08:00:00.000Z';

/** adm/save_admin and adm/change_admin_status (super admins only). */
describe.each(testDatabases())('admin accounts on %s', (kind) => {
  let t: TestApp;
  let superToken: string;
  let editorToken: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: START, env: { TRUST_PROXY: 'loopback' } });
    watchForSecrets(t);
    superToken = await t.login();
    const editor = await createAdmin(t, superToken);
    editorToken = await t.login(editor.username, editor.password);
  });
  afterAll(() => t.close());

  /** An admin call as the super admin (or `token`), checking no answer ever carries a secret. */
  const call = async (name: string, body: object, token = superToken) => await t.adminCall(name, token, body);
  const signIn = (account: TestAccount, password = account.password) =>
    loginFrom(t, uniqueIp(), account.username, password);
  const rowOf = (id: number) => t.dataSource.getRepository(AdminEntity).findOneByOrFail({ id });

  describe('save_admin', () => {
    it('creates an editor by default, answering the admin; the password signs in', async () => {
      const username = uniqueName('New_Editor');
      const res = await call('save_admin', { username, password: 'Editor-pass-1' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        code: 0,
        msg: expect.any(String),
        data: {
          id: expect.any(Number),
          username,
          nickname: '',
          role: 'editor',
          status: 1,
          last_login_at: null,
          last_login_ip: null,
          totp_enabled: false,
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          updated_at: expect.stringMatching(/Z$/),
        },
      });
      expect(Object.keys(res.body.data).sort()).toEqual(ADMIN_VIEW_KEYS);
      const login = await signIn({
        id: 0,
        username: username.toLowerCase(),
        password: 'Editor-pass-1',
        role: 'editor',
      });
      expect(login.body.data.admin.id).toBe(res.body.data.id);
    });

    it('accepts form-urlencoded and multipart bodies (numbers as text)', async () => {
      const viaForm = uniqueName('form');
      const form = await t.http
        .post('/api/adm/save_admin')
        .set('access_token', superToken)
        .type('form')
        .send({ username: viaForm, password: 'Form-pass-1', nickname: '表单', role: 'super', status: '0' })
        .expect(200);
      expect(form.body.data).toMatchObject({ username: viaForm, nickname: '表单', role: 'super', status: 0 });

      const viaMultipart = uniqueName('multi');
      const multipart = await t.http
        .post('/api/adm/save_admin')
        .set('access_token', superToken)
        .field('username', viaMultipart)
        .field('password', 'Multi-pass-1')
        .field('status', '1')
        .expect(200);
      expect(multipart.body.data).toMatchObject({ username: viaMultipart, role: 'editor', status: 1 });

      const update = await t.http
        .post('/api/adm/save_admin')
        .set('access_token', superToken)
        .field('id', String(multipart.body.data.id))
        .field('nickname', '多部分')
        .expect(200);
      expect(update.body.data).toMatchObject({
        id: multipart.body.data.id,
        username: viaMultipart,
        nickname: '多部分',
      });
    });

    it('never writes what the client may not write (mass assignment)', async () => {
      const username = uniqueName('Mass');
      const planted = await hashPassword('Planted-pass-1');
      // Columns the answer never shows are refused by name, and nothing is saved.
      const refused = await call('save_admin', {
        username,
        password: 'Chosen-pass-1',
        password_hash: planted,
        username_key: 'x',
      });
      expect(refused.status).toBe(422);
      expect(refused.body.data.errors.map((error: { field: string }) => error.field)).toEqual([
        'password_hash',
        'username_key',
      ]);
      expect(await t.dataSource.getRepository(AdminEntity).countBy({ username })).toBe(0);
      // The answered record's read-only fields are ignored.
      const forbidden = {
        last_login_at: '2020-01-01T00:00:00.000Z',
        last_login_ip: '192.0.2.66',
        created_at: '2000-01-01T00:00:00.000Z',
        updated_at: '2000-01-01T00:00:00.000Z',
      };
      const created = await call('save_admin', { username, password: 'Chosen-pass-1', ...forbidden });
      expect(created.body.data).toMatchObject({ username, last_login_at: null, last_login_ip: null });
      expect(created.body.data.created_at).not.toBe(forbidden.created_at);
      const id = created.body.data.id;
      expect((await rowOf(id)).username_key).toBe(username.toLowerCase());

      const updated = await call('save_admin', { id, nickname: '改过', ...forbidden });
      expect(updated.body.data).toMatchObject({ id, nickname: '改过', last_login_at: null, last_login_ip: null });
      expect((await rowOf(id)).username_key).toBe(username.toLowerCase());
      await signIn({ id, username, password: 'Chosen-pass-1', role: 'editor' }).expect(200);
    });

    it('keeps usernames unique ignoring case (409); renaming a row to its own name in other case is fine', async () => {
      const name = uniqueName('Case_User');
      const first = await createAdmin(t, superToken, { username: name });
      const other = await createAdmin(t, superToken);
      const duplicate = await call('save_admin', { username: name.toLowerCase(), password: 'Another-pass-1' });
      expect(duplicate.body).toEqual({ code: 409, msg: '用户名已存在', error: 'CONFLICT', data: null });
      expect(duplicate.status).toBe(409);
      const rename = await call('save_admin', { id: other.id, username: name.toUpperCase() });
      expect(rename.body).toEqual({ code: 409, msg: '用户名已存在', error: 'CONFLICT', data: null });
      expect((await rowOf(other.id)).username).toBe(other.username);

      const own = await call('save_admin', { id: first.id, username: name.toUpperCase() });
      expect(own.body.data.username).toBe(name.toUpperCase());
      await signIn({ ...first, username: name.toLowerCase() }).expect(200);
    });

    it.each([
      [
        'username too short',
        { username: 'ab', password: 'Valid-pass-1' },
        'username',
        '用户名须为 3–32 位字母、数字或下划线',
      ],
      [
        'username too long',
        { username: 'u'.repeat(33), password: 'Valid-pass-1' },
        'username',
        '用户名须为 3–32 位字母、数字或下划线',
      ],
      [
        'username with a space',
        { username: 'bad name', password: 'Valid-pass-1' },
        'username',
        '用户名须为 3–32 位字母、数字或下划线',
      ],
      [
        'username not ASCII',
        { username: '管理员甲', password: 'Valid-pass-1' },
        'username',
        '用户名须为 3–32 位字母、数字或下划线',
      ],
      ['username missing', { password: 'Valid-pass-1' }, 'username', '请填写用户名'],
      ['password missing', { username: 'no_password' }, 'password', '请填写密码'],
      ['password empty', { username: 'no_password', password: '' }, 'password', '请填写密码'],
      ['password too short', { username: 'short_pw', password: 'Short-7' }, 'password', '密码长度须为 8–72 个字符'],
      ['password too long', { username: 'long_pw', password: 'p'.repeat(73) }, 'password', '密码长度须为 8–72 个字符'],
      [
        'nickname too long',
        { username: 'long_nick', password: 'Valid-pass-1', nickname: '名'.repeat(65) },
        'nickname',
        '昵称最多 64 个字符',
      ],
      [
        'unknown role',
        { username: 'root_role', password: 'Valid-pass-1', role: 'root' },
        'role',
        '角色只能是 super 或 editor',
      ],
      [
        'status out of range',
        { username: 'bad_status', password: 'Valid-pass-1', status: 2 },
        'status',
        '状态只能是 0 或 1',
      ],
    ])('refuses %s with 422 on that field', async (_case, body, field, message) => {
      const res = await call('save_admin', body);
      expect([res.status, res.body]).toEqual([
        422,
        { code: 422, msg: expect.any(String), error: 'VALIDATION_FAILED', data: { errors: [{ field, message }] } },
      ]);
    });

    it('updates without a password (absent or empty keeps it) and answers 404 for an unknown id', async () => {
      const editor = await createAdmin(t, superToken);
      const session = (await signIn(editor).expect(200)).body.data.access_token;
      const res = await call('save_admin', { id: editor.id, nickname: '新昵称', password: '' });
      expect(res.body.data).toMatchObject({ id: editor.id, username: editor.username, nickname: '新昵称' });
      await t.adminCall('get_adm_info', session).expect(200);
      await signIn(editor).expect(200);

      const missing = await call('save_admin', { id: 999999, nickname: 'x' });
      expect(missing.body).toEqual({ code: 404, msg: '管理员不存在', error: 'NOT_FOUND', data: null });
    });

    it("changing an admin's password ends their sessions; one's own keeps the current session", async () => {
      const editor = await createAdmin(t, superToken);
      const editorSession = (await signIn(editor)).body.data.access_token;
      await call('save_admin', { id: editor.id, password: 'Reset-pass-1' }).then((res) =>
        expect(res.body.code).toBe(0),
      );
      await t.adminCall('get_adm_info', editorSession).expect(401);
      await signIn(editor).expect(401);
      await signIn({ ...editor, password: 'Reset-pass-1' }).expect(200);

      const boss = await createAdmin(t, superToken, { role: 'super' });
      const [current, other] = [
        (await signIn(boss)).body.data.access_token,
        (await signIn(boss)).body.data.access_token,
      ];
      await call('save_admin', { id: boss.id, password: 'Own-new-pass-1' }, current).then((res) =>
        expect(res.body.code).toBe(0),
      );
      await t.adminCall('get_adm_info', current).expect(200);
      await t.adminCall('get_adm_info', other).expect(401);
    });
  });

  describe('change_admin_status', () => {
    it('disables an admin: answered, sessions ended, sign-in refused; enabling lets them back', async () => {
      const editor = await createAdmin(t, superToken);
      const session = (await signIn(editor)).body.data.access_token;
      const res = await call('change_admin_status', { id: editor.id, status: 0 });
      expect(res.body).toEqual({
        code: 0,
        msg: expect.any(String),
        data: expect.objectContaining({ id: editor.id, status: 0 }),
      });
      expect(Object.keys(res.body.data).sort()).toEqual(ADMIN_VIEW_KEYS);
      await t.adminCall('get_adm_info', session).expect(401);
      await signIn(editor).expect(403);

      const enabled = await call('change_admin_status', { id: editor.id, status: 1 });
      expect(enabled.body.data.status).toBe(1);
      await t.adminCall('get_adm_info', session).expect(401);
      await signIn(editor).expect(200);
    });

    it('accepts form-urlencoded and multipart bodies', async () => {
      const editor = await createAdmin(t, superToken);
      const form = await t.http
        .post('/api/adm/change_admin_status')
        .set('access_token', superToken)
        .type('form')
        .send(`id=${editor.id}&status=0`)
        .expect(200);
      expect(form.body.data).toMatchObject({ id: editor.id, status: 0 });
      const multipart = await t.http
        .post('/api/adm/change_admin_status')
        .set('access_token', superToken)
        .field('id', String(editor.id))
        .field('status', '1')
        .expect(200);
      expect(multipart.body.data).toMatchObject({ id: editor.id, status: 1 });
    });

    it('lets nobody disable themself (409), by either call', async () => {
      const boss = await createAdmin(t, superToken, { role: 'super' });
      const token = (await signIn(boss)).body.data.access_token;
      for (const [name, body] of [
        ['change_admin_status', { id: boss.id, status: 0 }],
        ['save_admin', { id: boss.id, status: 0 }],
      ] as const) {
        const res = await call(name, body, token);
        expect([name, res.status, res.body]).toEqual([
          name,
          409,
          { code: 409, msg: '不能停用自己的账号', error: 'CONFLICT', data: null },
        ]);
      }
      expect((await rowOf(boss.id)).status).toBe(1);
      await t.adminCall('get_adm_info', token).expect(200);
    });

    it('answers 404 for an unknown id, 422 for a status out of range or an id that is not a number', async () => {
      expect((await call('change_admin_status', { id: 999999, status: 0 })).body).toEqual({
        code: 404,
        error: 'NOT_FOUND',
        msg: '管理员不存在',
        data: null,
      });
      expect((await call('change_admin_status', { id: 1, status: 5 })).status).toBe(422);
      expect((await call('change_admin_status', { id: 'abc', status: 0 })).status).toBe(422);
    });
  });

  describe('get_admin_list', () => {
    let tag: string;
    let accounts: Record<'a' | 'b' | 'c', TestAccount>;
    const list = (body: object) => call('get_admin_list', { keyword: tag, ...body });
    const ids = (res: { body: { data: { list: Array<{ id: number }> } } }) => res.body.data.list.map((row) => row.id);

    beforeAll(async () => {
      tag = uniqueName('lst');
      accounts = {
        a: await createAdmin(t, superToken, { username: `${tag}_b_first`, nickname: '甲' }),
        b: await createAdmin(t, superToken, { username: `${tag}_a_second`, role: 'super', status: 0 }),
        c: await createAdmin(t, superToken, { username: `${tag}_c_third`, nickname: '丙编辑' }),
      };
    });

    it('answers a page of admins, newest id first by default', async () => {
      const res = await list({});
      expect(res.body.data).toMatchObject({ total: 3, page: 1, limit: 10 });
      expect(ids(res)).toEqual([accounts.c.id, accounts.b.id, accounts.a.id]);
      for (const row of res.body.data.list) expect(Object.keys(row).sort()).toEqual(ADMIN_VIEW_KEYS);
    });

    it('pages, filters by status and role, and searches the nickname too', async () => {
      const page = await list({ page: 2, limit: 2 });
      expect(page.body.data).toMatchObject({ total: 3, page: 2, limit: 2 });
      expect(ids(page)).toEqual([accounts.a.id]);
      expect(ids(await list({ status: 0 }))).toEqual([accounts.b.id]);
      expect(ids(await list({ role: 'editor' }))).toEqual([accounts.c.id, accounts.a.id]);
      expect(ids(await call('get_admin_list', { keyword: '丙编辑' }))).toEqual([accounts.c.id]);
      expect(ids(await call('get_admin_list', { ids: [accounts.a.id, accounts.c.id] }))).toEqual([
        accounts.c.id,
        accounts.a.id,
      ]);
    });

    it('sorts by the allowed fields only (others 400)', async () => {
      expect(ids(await list({ sort: 'username', order: 'asc' }))).toEqual([
        accounts.b.id,
        accounts.a.id,
        accounts.c.id,
      ]);
      expect(ids(await list({ sort: 'username', order: 'desc' }))).toEqual([
        accounts.c.id,
        accounts.a.id,
        accounts.b.id,
      ]);
      expect(ids(await list({ sort: 'id', order: 'asc' }))).toEqual([accounts.a.id, accounts.b.id, accounts.c.id]);
      for (const sort of ['password_hash', 'username_key', 'nope']) {
        expect((await list({ sort })).status).toBe(400);
      }
      expect((await list({ role: 'root' })).status).toBe(422);
    });
  });

  it.each([
    ['get_admin_list', {}],
    ['save_admin', { username: 'by_editor', password: 'Editor-made-1' }],
    ['change_admin_status', { id: 1, status: 0 }],
  ])('%s: editors get 403, callers without a session 401', async (name, body) => {
    const denied = await call(name, body, editorToken);
    expect([denied.status, denied.body]).toEqual([
      403,
      { code: 403, msg: expect.any(String), error: 'FORBIDDEN_ROLE', data: null },
    ]);
    const anonymous = await t.http.post(`/api/adm/${name}`).send(body);
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 401]);
    expect((await rowOf(1)).status).toBe(1);
  });

  it('documents the admin calls in OpenAPI without any password on the answers', async () => {
    const doc = (await t.http.get('/api/docs-json').expect(200)).body;
    for (const name of [
      'login',
      'get_adm_info',
      'logout',
      'modify_pwd',
      'get_admin_list',
      'save_admin',
      'change_admin_status',
    ]) {
      expect(doc.paths).toHaveProperty([`/api/adm/${name}`, 'post']);
    }
    expect(Object.keys(doc.components.schemas.AdminView.properties).sort()).toEqual(ADMIN_VIEW_KEYS);
    expect(doc.components.schemas.SaveAdminDto.properties.password.writeOnly).toBe(true);
    expect(Object.keys(doc.paths['/api/adm/save_admin'].post.requestBody.content).sort()).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ]);
  });
});
