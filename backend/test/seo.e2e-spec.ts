import type { Seo } from '@site/contract';
import { SeoEntity } from '../src/modules/seo/seo.entity';
import { createSeo, editorToken, emptyTables, seoFields, textOf } from './support/site-factories';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';
import { ISO_TIME, errorFields } from './support/assertions';

describe.each(testDatabases())('SEO on %s', (kind) => {
  let t: TestApp;
  let superToken: string;
  let editor: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    superToken = await t.login();
    editor = await editorToken(t);
  });
  afterAll(() => t.close());
  beforeEach(() => emptyTables(t, [SeoEntity]));

  const list = (body: object = {}, lang = 'cn') => t.adminCall('get_seo_list', editor, body).set('lang', lang);

  describe('public get_seo_detail', () => {
    it("answers the page's own entry", async () => {
      await createSeo(t, editor, { page: 'home' });
      const news = await createSeo(t, editor, { page: 'news' });
      const res = await t.publicCall('get_seo_detail', { page: 'news' }).expect(200);
      expect(res.body).toEqual({ code: 0, msg: expect.any(String), data: news });
    });

    it('falls back to the home entry when the page has none, and answers null when neither exists', async () => {
      const none = await t.publicCall('get_seo_detail', { page: 'about' }).expect(200);
      expect(none.body).toEqual({ code: 0, msg: expect.any(String), data: null });
      const home = await createSeo(t, editor, { page: 'home' });
      const fallback = await t.publicCall('get_seo_detail', { page: 'about' }).expect(200);
      expect(fallback.body.data).toEqual(home);
      const own = await t.publicCall('get_seo_detail', { page: 'home' }).expect(200);
      expect(own.body.data).toEqual(home);
    });

    it('reads only the entries of the lang header (no fallback to another language)', async () => {
      const cnHome = await createSeo(t, editor, { page: 'home' });
      const enAbout = await createSeo(t, editor, { page: 'about' }, 'en');
      expect((await t.publicCall('get_seo_detail', { page: 'about' }).expect(200)).body.data).toEqual(cnHome);
      const en = await t.publicCall('get_seo_detail', { page: 'about' }).set('lang', 'en').expect(200);
      expect(en.body.data).toEqual(enAbout);
      const enNone = await t.publicCall('get_seo_detail', { page: 'news' }).set('lang', 'en').expect(200);
      expect(enNone.body.data).toBeNull();
    });

    it('validates the page (422) and needs the hourly token (403)', async () => {
      for (const page of [undefined, 'News', 'a-b', 'x'.repeat(65), '%']) {
        const res = await t.publicCall('get_seo_detail', { page }).expect(422);
        expect(errorFields(res.body.data.errors)).toEqual(['page']);
      }
      await t.http.post('/api/get_seo_detail').send({ page: 'home' }).expect(403);
      await t.http.post('/api/get_seo_detail').set('token', '0'.repeat(64)).send({ page: 'home' }).expect(403);
    });
  });

  describe('adm/save_seo', () => {
    it('creates an entry in the lang of the header and answers it as the list shows it', async () => {
      const fields = seoFields({ page: 'join' });
      const res = await t.adminCall('save_seo', editor, fields).set('lang', 'en').expect(200);
      expect(res.body.data).toEqual({
        ...fields,
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
      expect((await list().expect(200)).body.data.total).toBe(0);
    });

    it('defaults the texts to empty and updates only the fields sent', async () => {
      const created = (await t.adminCall('save_seo', editor, { page: 'service' }).expect(200)).body.data;
      expect(created).toMatchObject({ page: 'service', title: '', keywords: '', description: '' });
      const res = await t.adminCall('save_seo', editor, { id: created.id, title: '服务' }).expect(200);
      expect(res.body.data).toEqual({ ...created, title: '服务', updated_at: ISO_TIME, version: created.version + 1 });
    });

    it('ignores fields a client may not write (lang, times)', async () => {
      const sneaky = { lang: 'en', created_at: '2000-01-01T00:00:00.000Z' };
      const res = await t.adminCall('save_seo', editor, seoFields(sneaky)).expect(200);
      expect(res.body.data.lang).toBe('cn');
      expect(res.body.data.created_at).not.toBe(sneaky.created_at);
    });

    it('refuses a page already used in the same lang (409), on create and on update', async () => {
      const home = await createSeo(t, editor, { page: 'home' });
      const dup = await t.adminCall('save_seo', editor, seoFields({ page: 'home' })).expect(409);
      expect(dup.body).toEqual({ code: 409, msg: '该页面已有 SEO 条目', error: 'CONFLICT', data: null });
      const news = await createSeo(t, editor, { page: 'news' });
      await t.adminCall('save_seo', editor, { id: news.id, page: 'home' }).expect(409);
      expect((await list().expect(200)).body.data.list).toEqual([home, news]);

      const english = await createSeo(t, editor, { page: 'home' }, 'en');
      expect(english).toMatchObject({ page: 'home', lang: 'en' });
    });

    it('answers 404 when updating a missing or other-language entry', async () => {
      const english = await createSeo(t, editor, {}, 'en');
      for (const id of [english.id, 999_999]) {
        const res = await t.adminCall('save_seo', editor, { id, title: '改' }).expect(404);
        expect(res.body).toEqual({ code: 404, msg: 'SEO 条目不存在', error: 'NOT_FOUND', data: null });
      }
    });

    it.each([
      ['no page', 'page', { page: undefined }],
      ['an upper-case page', 'page', { page: 'Home' }],
      ['a page with a dash', 'page', { page: 'about-us' }],
      ['an empty page', 'page', { page: '' }],
      ['a page of 65 characters', 'page', { page: 'p'.repeat(65) }],
      ['a title of 201 characters', 'title', { title: textOf(201) }],
      ['keywords of 501 characters', 'keywords', { keywords: textOf(501) }],
      ['a description of 1001 characters', 'description', { description: textOf(1001) }],
    ])('refuses %s with 422', async (_label, field, overrides) => {
      const res = await t.adminCall('save_seo', editor, seoFields(overrides)).expect(422);
      expect(errorFields(res.body.data.errors)).toEqual([field]);
      expect((await list().expect(200)).body.data.total).toBe(0);
    });

    it('accepts the limits themselves', async () => {
      const fields = seoFields({
        page: 'p'.repeat(64),
        title: textOf(200),
        keywords: textOf(500),
        description: textOf(1000),
      });
      const res = await t.adminCall('save_seo', editor, fields).expect(200);
      expect(res.body.data).toMatchObject(fields);
    });
  });

  describe('adm/get_seo_list', () => {
    let rows: Seo[];
    beforeEach(async () => {
      rows = [
        await createSeo(t, editor, { page: 'news', title: '新闻中心' }),
        await createSeo(t, editor, { page: 'about', title: '关于我们' }),
        await createSeo(t, editor, { page: 'home', title: '首页' }),
      ];
    });

    it('orders by page by default, pages and filters by ids', async () => {
      const res = await list({ page: 1, limit: 2 }).expect(200);
      expect(res.body.data).toEqual({ list: [rows[1], rows[2]], total: 3, page: 1, limit: 2 });
      expect((await list({ page: 2, limit: 2 }).expect(200)).body.data.list).toEqual([rows[0]]);
      expect((await list({ ids: [rows[0].id] }).expect(200)).body.data.list).toEqual([rows[0]]);
    });

    it('matches the keyword on page and title', async () => {
      expect((await list({ keyword: 'new' }).expect(200)).body.data.list).toEqual([rows[0]]);
      expect((await list({ keyword: '关于' }).expect(200)).body.data.list).toEqual([rows[1]]);
    });

    it('sorts by a whitelisted field and refuses others with 400', async () => {
      const byId = await list({ sort: 'id', order: 'desc' }).expect(200);
      expect(byId.body.data.list).toEqual([rows[2], rows[1], rows[0]]);
      for (const sort of ['keywords', 'lang', 'status']) {
        const res = await list({ sort }).expect(400);
        expect(res.body.code).toBe(400);
      }
    });

    it('tells a client sending a status filter that SEO entries have none (422)', async () => {
      const res = await list({ status: 0 }).expect(422);
      expect(res.body.data.errors).toEqual([{ field: 'status', message: 'status 不是此接口的字段' }]);
    });
  });

  describe('adm/del_seo', () => {
    it('deletes by id or ids within the lang and answers the count', async () => {
      const [a, b, c] = [await createSeo(t, editor), await createSeo(t, editor), await createSeo(t, editor)];
      const english = await createSeo(t, editor, {}, 'en');
      expect((await t.adminCall('del_seo', editor, { id: a.id }).expect(200)).body.data).toEqual({ deleted: 1 });
      const many = await t.adminCall('del_seo', editor, { ids: [b.id, english.id] }).expect(200);
      expect(many.body.data).toEqual({ deleted: 1 });
      expect((await list().expect(200)).body.data.list).toEqual([c]);
      expect((await list({}, 'en').expect(200)).body.data.list).toEqual([english]);
      await t.adminCall('del_seo', editor, { ids: [] }).expect(422);
    });
  });

  describe('access', () => {
    it.each(['get_seo_list', 'save_seo', 'del_seo'])('adm/%s needs an access token (401)', async (call) => {
      const res = await t.http.post(`/api/adm/${call}`).send({ id: 1 }).expect(401);
      expect(res.body).toEqual({ code: 401, msg: expect.any(String), error: 'ACCESS_TOKEN_INVALID', data: null });
    });

    it('lets a super admin manage SEO as well as an editor', async () => {
      const res = await t.adminCall('save_seo', superToken, seoFields()).expect(200);
      expect(res.body.code).toBe(0);
    });
  });
});
