import type { Setting } from '@site/contract';
import { SettingEntity } from '../src/modules/settings/setting.entity';
import { createSet, editorToken, emptyTables, setFields, textOf } from './support/site-factories';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';
import { ISO_TIME, errorFields } from './support/assertions';

describe.each(testDatabases())('site settings on %s', (kind) => {
  let t: TestApp;
  let superToken: string;
  let editor: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    superToken = await t.login();
    editor = await editorToken(t);
  });
  afterAll(() => t.close());
  beforeEach(() => emptyTables(t, [SettingEntity]));

  const list = (body: object = {}, lang = 'cn') => t.adminCall('get_set_list', superToken, body).set('lang', lang);
  const publicSet = (body: object = {}, lang = 'cn') => t.publicCall('get_set_detail', body).set('lang', lang);

  describe('public get_set_detail', () => {
    let secret: Setting;
    beforeEach(async () => {
      await createSet(t, superToken, { key: 'site.name', value: '示例公司', is_public: 1 });
      await createSet(t, superToken, { key: 'contact_phone', value: '400-000-0000', is_public: 1, group: 'contact' });
      await createSet(t, superToken, { key: 'site.empty', value: '', is_public: 1 });
      secret = await createSet(t, superToken, { key: 'secret.token', value: 'do-not-leak', is_public: 0 });
      await createSet(t, superToken, { key: 'site.name', value: 'Example Inc.', is_public: 1 }, 'en');
    });

    it('answers every public setting of the lang as { key: value }, and no private one', async () => {
      const res = await publicSet().expect(200);
      expect(res.body).toEqual({
        code: 0,
        msg: expect.any(String),
        data: { contact_phone: '400-000-0000', 'site.empty': '', 'site.name': '示例公司' },
      });
      expect(JSON.stringify(res.body)).not.toContain('do-not-leak');
      expect((await publicSet({}, 'en').expect(200)).body.data).toEqual({ 'site.name': 'Example Inc.' });
    });

    it('answers { key, value } of one public setting', async () => {
      const res = await publicSet({ key: 'site.name' }).expect(200);
      expect(res.body.data).toEqual({ key: 'site.name', value: '示例公司' });
      expect((await publicSet({ key: 'site.name' }, 'en').expect(200)).body.data).toEqual({
        key: 'site.name',
        value: 'Example Inc.',
      });
    });

    it('answers 404 for a private, missing or other-language key, alike', async () => {
      await createSet(t, superToken, { key: 'only.english', is_public: 1 }, 'en');
      for (const key of ['secret.token', 'no.such.key', 'only.english']) {
        const res = await publicSet({ key }).expect(404);
        expect(res.body).toEqual({ code: 404, msg: '设置不存在', error: 'NOT_FOUND', data: null });
      }
    });

    it('never lets a private setting out through extra fields or pattern tricks', async () => {
      const tricks: object[] = [
        { keyword: 'secret' },
        { is_public: 0 },
        { ids: [secret.id] },
        { id: secret.id },
        { group: 'basic', status: 0 },
        { key: undefined, value: 'do-not-leak' },
      ];
      // get_set_detail takes only `key`: every other field is named as a typo, and nothing is read.
      for (const body of tricks) {
        const res = await publicSet(body).expect(422);
        expect(res.body.data.errors.map((error: { field: string }) => error.field)).not.toContain('key');
        expect(JSON.stringify(res.body)).not.toContain('do-not-leak');
      }
      // `_` and `%` are LIKE wildcards: `secret_token` must not reach `secret.token`.
      await publicSet({ key: 'secret_token' }).expect(404);
      for (const key of ['secret.%', '%', 'secret.token OR 1=1', ['secret.token']]) {
        const res = await publicSet({ key });
        expect([400, 422]).toContain(res.status);
        expect(JSON.stringify(res.body)).not.toContain('do-not-leak');
      }
      const upper = await publicSet({ key: 'SECRET.TOKEN' }).expect(422);
      expect(errorFields(upper.body.data.errors)).toEqual(['key']);
    });

    it('needs the hourly token (403)', async () => {
      const res = await t.http.post('/api/get_set_detail').send({}).expect(403);
      expect(res.body).toEqual({ code: 403, msg: expect.any(String), error: 'TOKEN_INVALID', data: null });
    });
  });

  describe('adm/save_set', () => {
    it('creates a setting in the lang of the header, private by default', async () => {
      const fields = { key: 'site.icp', value: '京ICP备00000000号', title: '备案号', group: 'basic' };
      const res = await t.adminCall('save_set', superToken, fields).set('lang', 'en').expect(200);
      expect(res.body.data).toEqual({
        ...fields,
        is_public: 0,
        id: expect.any(Number),
        lang: 'en',
        created_at: ISO_TIME,
        updated_at: ISO_TIME,
        version: 1,
      });
      expect((await list({}, 'en').expect(200)).body.data).toEqual({
        list: [res.body.data],
        total: 1,
        page: 1,
        limit: 10,
      });
      await publicSet({ key: 'site.icp' }, 'en').expect(404);
    });

    it('updates only the fields sent; publishing makes it public', async () => {
      const created = await createSet(t, superToken, { is_public: 0, value: '  padded value  ' });
      expect(created.value).toBe('  padded value  ');
      const res = await t.adminCall('save_set', superToken, { id: created.id, is_public: 1 }).expect(200);
      expect(res.body.data).toEqual({ ...created, is_public: 1, updated_at: ISO_TIME, version: created.version + 1 });
      expect((await publicSet({ key: created.key }).expect(200)).body.data).toEqual({
        key: created.key,
        value: '  padded value  ',
      });
    });

    it('keeps a value of 65535 characters whole', async () => {
      const value = textOf(65535, '值');
      const created = await createSet(t, superToken, { value });
      expect((await list({ ids: [created.id] }).expect(200)).body.data.list[0].value).toBe(value);
    });

    it('ignores fields a client may not write (lang, times)', async () => {
      const sneaky = { lang: 'en', created_at: '2000-01-01T00:00:00.000Z', updated_at: '2000-01-01T00:00:00.000Z' };
      const res = await t.adminCall('save_set', superToken, setFields(sneaky)).expect(200);
      expect(res.body.data.lang).toBe('cn');
      expect(res.body.data.created_at).not.toBe(sneaky.created_at);
    });

    it('refuses a key already used in the same lang (409), on create and on update', async () => {
      const name = await createSet(t, superToken, { key: 'site.name' });
      const dup = await t.adminCall('save_set', superToken, setFields({ key: 'site.name' })).expect(409);
      expect(dup.body).toEqual({ code: 409, msg: '该设置键已存在', error: 'CONFLICT', data: null });
      const other = await createSet(t, superToken, { key: 'site.logo' });
      await t.adminCall('save_set', superToken, { id: other.id, key: 'site.name' }).expect(409);
      expect((await list({ sort: 'id' }).expect(200)).body.data.list).toEqual([name, other]);
      expect(await createSet(t, superToken, { key: 'site.name' }, 'en')).toMatchObject({
        key: 'site.name',
        lang: 'en',
      });
    });

    it('answers 404 when updating a missing or other-language setting', async () => {
      const english = await createSet(t, superToken, {}, 'en');
      for (const id of [english.id, 999_999]) {
        const res = await t.adminCall('save_set', superToken, { id, value: 'x' }).expect(404);
        expect(res.body).toEqual({ code: 404, msg: '设置不存在', error: 'NOT_FOUND', data: null });
      }
    });

    it.each([
      ['no key', 'key', { key: undefined }],
      ['an upper-case key', 'key', { key: 'Site.Name' }],
      ['a key with a dash', 'key', { key: 'site-name' }],
      ['a key of 65 characters', 'key', { key: 'k'.repeat(65) }],
      ['a value of 65536 characters', 'value', { value: textOf(65536) }],
      ['a title of 101 characters', 'title', { title: textOf(101) }],
      ['a group of 65 characters', 'group', { group: textOf(65) }],
      ['is_public 2', 'is_public', { is_public: 2 }],
    ])('refuses %s with 422', async (_label, field, overrides) => {
      const res = await t.adminCall('save_set', superToken, setFields(overrides)).expect(422);
      expect(errorFields(res.body.data.errors)).toEqual([field]);
      expect((await list().expect(200)).body.data.total).toBe(0);
    });

    it('answers 422 for a value of the wrong type', async () => {
      await t.adminCall('save_set', superToken, setFields({ value: ['a', 'b'] })).expect(422);
    });
  });

  describe('adm/get_set_list', () => {
    let rows: Setting[];
    beforeEach(async () => {
      rows = [
        await createSet(t, superToken, { key: 'site.name', title: '网站名称', value: '示例公司', group: 'basic' }),
        await createSet(t, superToken, {
          key: 'contact.mail',
          title: '邮箱',
          value: 'hi@example.com',
          group: 'contact',
        }),
        await createSet(t, superToken, {
          key: 'contact.phone',
          title: '电话',
          value: '400',
          group: 'contact',
          is_public: 0,
        }),
        await createSet(t, superToken, { key: 'site.logo', title: '标志', value: '/uploads/logo.png', group: 'basic' }),
      ];
    });

    it('lists private and public settings by group, then key, and pages', async () => {
      const res = await list({ limit: 3 }).expect(200);
      expect(res.body.data).toEqual({ list: [rows[3], rows[0], rows[1]], total: 4, page: 1, limit: 3 });
      expect((await list({ page: 2, limit: 3 }).expect(200)).body.data.list).toEqual([rows[2]]);
    });

    it('filters by group (a reserved SQL word) and matches the keyword on key, title and value', async () => {
      expect((await list({ group: 'contact' }).expect(200)).body.data.list).toEqual([rows[1], rows[2]]);
      expect((await list({ keyword: 'site.' }).expect(200)).body.data.list).toEqual([rows[3], rows[0]]);
      expect((await list({ keyword: '电话' }).expect(200)).body.data.list).toEqual([rows[2]]);
      expect((await list({ keyword: 'example.com' }).expect(200)).body.data.list).toEqual([rows[1]]);
      expect((await list({ keyword: 'example', group: 'basic' }).expect(200)).body.data.total).toBe(0);
    });

    it('sorts by group and key (reserved words) and refuses others with 400', async () => {
      const byGroup = await list({ sort: 'group', order: 'desc' }).expect(200);
      expect(byGroup.body.data.list.map((row: Setting) => row.group)).toEqual(['contact', 'contact', 'basic', 'basic']);
      const byKey = await list({ sort: 'key', order: 'desc' }).expect(200);
      expect(byKey.body.data.list).toEqual([rows[0], rows[3], rows[2], rows[1]]);
      for (const sort of ['value', 'lang', 'sort']) {
        const res = await list({ sort }).expect(400);
        expect(res.body.code).toBe(400);
      }
    });

    it('moves a setting to another group', async () => {
      const res = await t.adminCall('save_set', superToken, { id: rows[0].id, group: 'contact' }).expect(200);
      expect(res.body.data).toEqual({
        ...rows[0],
        group: 'contact',
        updated_at: ISO_TIME,
        version: rows[0].version + 1,
      });
      expect((await list({ group: 'contact' }).expect(200)).body.data.total).toBe(3);
    });

    it('lists only the rows of the lang header', async () => {
      expect((await list({}, 'en').expect(200)).body.data).toEqual({ list: [], total: 0, page: 1, limit: 10 });
    });
  });

  describe('adm/del_set (extension)', () => {
    it('deletes by id or ids within the lang and answers the count', async () => {
      const [a, b, c] = [
        await createSet(t, superToken),
        await createSet(t, superToken),
        await createSet(t, superToken),
      ];
      const english = await createSet(t, superToken, {}, 'en');
      expect((await t.adminCall('del_set', superToken, { id: a.id }).expect(200)).body.data).toEqual({ deleted: 1 });
      const many = await t.adminCall('del_set', superToken, { ids: [b.id, english.id] }).expect(200);
      expect(many.body.data).toEqual({ deleted: 1 });
      expect((await list().expect(200)).body.data.list).toEqual([c]);
      expect((await list({}, 'en').expect(200)).body.data.list).toEqual([english]);
      await t.adminCall('del_set', superToken, {}).expect(422);
    });
  });

  describe('access', () => {
    it.each(['get_set_list', 'save_set', 'del_set'])('adm/%s needs an access token (401)', async (call) => {
      const res = await t.http.post(`/api/adm/${call}`).send({ id: 1 }).expect(401);
      expect(res.body).toEqual({ code: 401, msg: expect.any(String), error: 'ACCESS_TOKEN_INVALID', data: null });
    });

    it('documents del_set in OpenAPI as an extension of the contract', async () => {
      const doc = (await t.http.get('/api/docs-json').expect(200)).body;
      expect(doc.paths['/api/adm/del_set'].post.summary).toContain('extension of the contract');
    });

    it.each(['get_set_list', 'save_set', 'del_set'])('adm/%s is for super admins only (editor: 403)', async (call) => {
      const setting = await createSet(t, superToken);
      const body = call === 'save_set' ? { id: setting.id, value: 'changed' } : { id: setting.id };
      const res = await t.adminCall(call, editor, body).expect(403);
      expect(res.body).toEqual({ code: 403, msg: '当前账号没有此操作的权限', error: 'FORBIDDEN_ROLE', data: null });
      expect((await list({ ids: [setting.id] }).expect(200)).body.data.list).toEqual([setting]);
    });
  });
});
