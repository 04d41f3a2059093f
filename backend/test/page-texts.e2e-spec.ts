import { EDITOR_HTML, HOSTILE_HTML, createPageText, pageTextFields } from './support/content-factories';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';
import { errorFields } from './support/assertions';

describe.each(testDatabases())('page texts on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.login();
  });
  afterAll(() => t.close());
  beforeEach(() => t.dataSource.query('DELETE FROM page_texts'));

  const ids = (list: Array<{ id: number }>) => list.map((row) => row.id);

  describe('public get_page_text', () => {
    it('answers the page text of that key in the lang', async () => {
      const about = await createPageText(t, admin, { key: 'about', content: EDITOR_HTML });
      const english = await createPageText(t, admin, { key: 'about' }, 'en');

      const res = await t.publicCall('get_page_text', { key: 'about' }).expect(200);
      expect(res.body).toEqual({ code: 0, msg: expect.any(String), data: about });
      expect(res.body.data.content).toBe(EDITOR_HTML);
      const inEnglish = await t.publicCall('get_page_text', { key: 'about' }).set('lang', 'en').expect(200);
      expect(inEnglish.body.data).toEqual(english);
    });

    it('answers 404 for a key missing in the lang', async () => {
      await createPageText(t, admin, { key: 'only_english' }, 'en');
      for (const key of ['only_english', 'nothing']) {
        const res = await t.publicCall('get_page_text', { key }).expect(404);
        expect(res.body).toEqual({ code: 404, msg: '页面文本不存在', error: 'NOT_FOUND', data: null });
      }
    });

    it('refuses a missing or malformed key, and a missing token', async () => {
      expect(errorFields((await t.publicCall('get_page_text', {}).expect(422)).body.data.errors)).toEqual(['key']);
      expect(
        errorFields((await t.publicCall('get_page_text', { key: 'About Us' }).expect(422)).body.data.errors),
      ).toEqual(['key']);
      expect(
        errorFields((await t.publicCall('get_page_text', { key: ['about'] }).expect(422)).body.data.errors),
      ).toEqual(['key']);
      expect((await t.http.post('/api/get_page_text').send({ key: 'about' }).expect(403)).body.code).toBe(403);
    });
  });

  describe('adm/save_page_text', () => {
    it('creates in the lang of the request and updates only what is sent', async () => {
      const created = await t.adminCall('save_page_text', admin, { key: 'join_us' }).set('lang', 'en').expect(200);
      expect(created.body.data).toEqual({
        id: expect.any(Number),
        lang: 'en',
        key: 'join_us',
        title: '',
        content: '',
        created_at: expect.any(String),
        updated_at: expect.any(String),
        version: 1,
      });
      const updated = await t
        .adminCall('save_page_text', admin, { id: created.body.data.id, title: '加入我们', lang: 'cn' })
        .set('lang', 'en')
        .expect(200);
      expect(updated.body.data).toEqual({
        ...created.body.data,
        title: '加入我们',
        updated_at: expect.any(String),
        version: created.body.data.version + 1,
      });
      const listed = await t.adminCall('get_page_text_list', admin, { ids: [created.body.data.id] }).set('lang', 'en');
      expect(listed.body.data.list).toEqual([updated.body.data]);
    });

    it('answers 409 for a key already used in the lang, on create and on rename; other langs may reuse it', async () => {
      const about = await createPageText(t, admin, { key: 'about' });
      const other = await createPageText(t, admin, { key: 'other' });

      const duplicate = await t.adminCall('save_page_text', admin, pageTextFields({ key: 'about' })).expect(409);
      expect(duplicate.body).toEqual({ code: 409, msg: 'key「about」已存在', error: 'CONFLICT', data: null });
      await t.adminCall('save_page_text', admin, { id: other.id, key: 'about' }).expect(409);
      await t.adminCall('save_page_text', admin, { id: about.id, key: 'about', title: '同一条' }).expect(200);
      await t
        .adminCall('save_page_text', admin, pageTextFields({ key: 'about' }))
        .set('lang', 'en')
        .expect(200);

      const stored = await t.adminCall('get_page_text_list', admin, {});
      expect(stored.body.data.list.map((row: { key: string }) => row.key)).toEqual(['about', 'other']);
    });

    it('answers one 200 and one 409 when two saves race for the same key', async () => {
      const [first, second] = await Promise.all([
        t.adminCall('save_page_text', admin, pageTextFields({ key: 'race' })),
        t.adminCall('save_page_text', admin, pageTextFields({ key: 'race' })),
      ]);
      expect([first.body.code, second.body.code].sort()).toEqual([0, 409]);
      expect((await t.adminCall('get_page_text_list', admin, {})).body.data.total).toBe(1);
    });

    it('sanitises content', async () => {
      const res = await t.adminCall('save_page_text', admin, pageTextFields({ content: HOSTILE_HTML })).expect(200);
      expect(res.body.data.content).not.toMatch(/<script|onerror|alert/);
      expect(res.body.data.content).toContain(EDITOR_HTML);
    });

    it('answers 404 for an id that does not exist or belongs to another lang', async () => {
      const english = await createPageText(t, admin, {}, 'en');
      for (const id of [english.id, 999999]) {
        expect((await t.adminCall('save_page_text', admin, { id, title: 'x' }).expect(404)).body.msg).toBe(
          '页面文本不存在',
        );
      }
    });

    it.each<[string, object, string]>([
      ['missing key', { title: 't' }, 'key'],
      ['empty key', { key: '' }, 'key'],
      ['key with capitals', { key: 'About' }, 'key'],
      ['key with a dash', { key: 'about-us' }, 'key'],
      ['key with a space', { key: 'about us' }, 'key'],
      ['key over 64', { key: 'k'.repeat(65) }, 'key'],
      ['title over 200', { key: 'k', title: 'x'.repeat(201) }, 'title'],
    ])('refuses %s with 422', async (_name, body, field) => {
      const res = await t.adminCall('save_page_text', admin, body).expect(422);
      expect(errorFields(res.body.data.errors)).toEqual([field]);
    });

    it('refuses a wrong type with 422', async () => {
      expect(
        errorFields(
          (await t.adminCall('save_page_text', admin, { key: 'k', content: ['x'] }).expect(422)).body.data.errors,
        ),
      ).toEqual(['content']);
    });
  });

  describe('adm/get_page_text_list', () => {
    it('lists the page texts of the lang by key; filters and sorts', async () => {
      const b = await createPageText(t, admin, { key: 'b_service', title: '服务' });
      const a = await createPageText(t, admin, { key: 'a_about', title: '关于' });
      const c = await createPageText(t, admin, { key: 'c_join', title: '招聘' });
      await createPageText(t, admin, { key: 'z' }, 'en');

      const all = await t.adminCall('get_page_text_list', admin, {}).expect(200);
      expect(all.body.data).toMatchObject({ total: 3, page: 1, limit: 10 });
      expect(ids(all.body.data.list)).toEqual([a.id, b.id, c.id]);
      const byIdDesc = await t.adminCall('get_page_text_list', admin, { sort: 'id', order: 'desc' });
      expect(ids(byIdDesc.body.data.list)).toEqual([c.id, a.id, b.id]);
      expect(ids((await t.adminCall('get_page_text_list', admin, { keyword: 'join' })).body.data.list)).toEqual([c.id]);
      expect(ids((await t.adminCall('get_page_text_list', admin, { keyword: '服务' })).body.data.list)).toEqual([b.id]);
      expect(ids((await t.adminCall('get_page_text_list', admin, { ids: [b.id, c.id] })).body.data.list)).toEqual([
        b.id,
        c.id,
      ]);
      await t.adminCall('get_page_text_list', admin, { sort: 'content' }).expect(400);
      await t.adminCall('get_page_text_list', admin, { limit: 101 }).expect(422);
    });
  });

  describe('adm/del_page_text and access', () => {
    it('deletes by id or ids within the lang; the public call then answers 404', async () => {
      const about = await createPageText(t, admin, { key: 'about' });
      const english = await createPageText(t, admin, { key: 'about' }, 'en');
      expect(
        (await t.adminCall('del_page_text', admin, { ids: [about.id, english.id] }).expect(200)).body.data,
      ).toEqual({
        deleted: 1,
      });
      await t.publicCall('get_page_text', { key: 'about' }).expect(404);
      await t.publicCall('get_page_text', { key: 'about' }).set('lang', 'en').expect(200);
      await t.adminCall('save_page_text', admin, pageTextFields({ key: 'about' })).expect(200);
    });

    it('needs an access token for every admin call', async () => {
      for (const call of ['get_page_text_list', 'save_page_text', 'del_page_text']) {
        const res = await t.http.post(`/api/adm/${call}`).send({ id: 1, key: 'k' }).expect(401);
        expect(res.body).toMatchObject({ code: 401, data: null });
      }
    });
  });
});
