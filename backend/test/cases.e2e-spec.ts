import { BAD_URLS, EDITOR_HTML, HOSTILE_HTML, caseFields, createCase, hoursFrom } from './support/content-factories';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';
import { errorFields } from './support/assertions';

const NOW = '2026-11-21T08:00:00.000Z';

describe.each(testDatabases())('cases on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: NOW });
    admin = await t.login();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(NOW);
    await t.dataSource.query('DELETE FROM cases');
  });

  const ids = (list: Array<{ id: number }>) => list.map((row) => row.id);

  describe('public get_case_list', () => {
    it('lists published cases of the lang with content, by sort then newest id', async () => {
      const second = await createCase(t, admin, { sort: 2, content: EDITOR_HTML });
      const firstOld = await createCase(t, admin, { sort: 1 });
      const firstNew = await createCase(t, admin, { sort: 1 });
      await createCase(t, admin, { status: 0 });
      const scheduled = await createCase(t, admin, { publish_time: hoursFrom(t, 1) });
      await createCase(t, admin, {}, 'en');

      const res = await t.publicCall('get_case_list', {}).expect(200);

      expect(res.body).toEqual({
        code: 0,
        msg: expect.any(String),
        data: { list: [firstNew, firstOld, second], total: 3, page: 1, limit: 10 },
      });
      expect(res.body.data.list[2].content).toBe(EDITOR_HTML);

      t.clock.set(hoursFrom(t, 1));
      expect(ids((await t.publicCall('get_case_list', {})).body.data.list)).toContain(scheduled.id);
    });

    it('filters by category and pages', async () => {
      const energy = [await createCase(t, admin, { sort: 1 }), await createCase(t, admin, { sort: 2 })];
      const water = await createCase(t, admin, { category: 'water' });

      const byCategory = await t.publicCall('get_case_list', { category: 'water' }).expect(200);
      expect(ids(byCategory.body.data.list)).toEqual([water.id]);
      const page2 = await t.publicCall('get_case_list', { page: 2, limit: 1, category: 'energy' }).expect(200);
      expect(page2.body.data).toMatchObject({ total: 2, page: 2, limit: 1 });
      expect(ids(page2.body.data.list)).toEqual([energy[1].id]);
    });

    it('refuses bad paging and missing tokens', async () => {
      expect((await t.publicCall('get_case_list', { limit: 101 }).expect(422)).body.code).toBe(422);
      expect((await t.publicCall('get_case_list', { limit: 'ten' }).expect(422)).body.code).toBe(422);
      expect((await t.publicCall('get_case_list', { category: 'c'.repeat(65) }).expect(422)).body.code).toBe(422);
      const res = await t.http.post('/api/get_case_list').send({}).expect(403);
      expect(res.body).toMatchObject({ code: 403, data: null });
    });
  });

  describe('adm/save_case', () => {
    it('creates with defaults in the lang of the request, and stores every field as sent', async () => {
      const minimal = await t.adminCall('save_case', admin, { title: '项目' }).set('lang', 'en').expect(200);
      expect(minimal.body.data).toEqual({
        id: expect.any(Number),
        lang: 'en',
        title: '项目',
        summary: '',
        cover: '',
        content: '',
        video: '',
        client: '',
        category: '',
        status: 1,
        publish_time: NOW,
        sort: 0,
        created_at: expect.any(String),
        updated_at: expect.any(String),
        version: 1,
      });

      const full = {
        title: '智慧园区',
        summary: '摘要',
        cover: 'https://cdn.example.com/c.jpg',
        content: EDITOR_HTML,
        video: 'https://cdn.example.com/v.mp4',
        client: '城投集团',
        category: 'energy',
        status: 0,
        publish_time: '2026-09-09T09:09:09.009Z',
        sort: -3,
      };
      const saved = await t.adminCall('save_case', admin, full).expect(200);
      expect(saved.body.data).toMatchObject({ ...full, lang: 'cn' });
      const listed = await t.adminCall('get_case_list', admin, { ids: [saved.body.data.id] });
      expect(listed.body.data.list).toEqual([saved.body.data]);
    });

    it('updates only the fields sent, ignores fields the client may not write', async () => {
      const item = await createCase(t, admin);
      const res = await t
        .adminCall('save_case', admin, {
          id: item.id,
          client: '新客户',
          lang: 'en',
          created_at: '2000-01-01T00:00:00Z',
        })
        .expect(200);
      expect(res.body.data).toEqual({
        ...item,
        client: '新客户',
        updated_at: expect.any(String),
        version: item.version + 1,
      });
    });

    it('sanitises content', async () => {
      const res = await t.adminCall('save_case', admin, caseFields({ content: HOSTILE_HTML })).expect(200);
      expect(res.body.data.content).not.toMatch(/<script|onerror|alert/);
      expect(res.body.data.content).toContain(EDITOR_HTML);
    });

    it('answers 404 for an id that does not exist or belongs to another lang', async () => {
      const english = await createCase(t, admin, {}, 'en');
      for (const id of [english.id, 999999]) {
        const res = await t.adminCall('save_case', admin, { id, title: '改' }).expect(404);
        expect(res.body).toEqual({ code: 404, msg: '案例不存在', error: 'NOT_FOUND', data: null });
      }
    });

    it.each<[string, object, string]>([
      ['missing title', { client: 'x' }, 'title'],
      ['title over 200', { title: 'x'.repeat(201) }, 'title'],
      ['client over 128', { title: 't', client: 'x'.repeat(129) }, 'client'],
      ['summary over 500', { title: 't', summary: 'x'.repeat(501) }, 'summary'],
      ['status 2', { title: 't', status: 2 }, 'status'],
      ['publish_time', { title: 't', publish_time: '21/11/2026' }, 'publish_time'],
      ...BAD_URLS.map((url): [string, object, string] => [`cover ${url}`, { title: 't', cover: url }, 'cover']),
      ['video javascript:', { title: 't', video: 'javascript:alert(1)' }, 'video'],
    ])('refuses %s with 422', async (_name, body, field) => {
      const res = await t.adminCall('save_case', admin, body).expect(422);
      expect(errorFields(res.body.data.errors)).toEqual([field]);
    });

    it('refuses a wrong type with 422 and needs an access token', async () => {
      expect(
        errorFields((await t.adminCall('save_case', admin, { title: 't', sort: 'x' }).expect(422)).body.data.errors),
      ).toEqual(['sort']);
      for (const call of ['get_case_list', 'save_case', 'del_case']) {
        const res = await t.http.post(`/api/adm/${call}`).send(caseFields()).expect(401);
        expect(res.body.code).toBe(401);
      }
    });
  });

  describe('adm/get_case_list', () => {
    it('lists every case of the lang by sort, then newest id; filters and sorts', async () => {
      const a = await createCase(t, admin, { sort: 1, client: '甲方集团', status: 0 });
      const b = await createCase(t, admin, { sort: 0, category: 'water', publish_time: hoursFrom(t, 3) });
      const c = await createCase(t, admin, { sort: 1 });
      await createCase(t, admin, {}, 'en');

      const all = await t.adminCall('get_case_list', admin, {}).expect(200);
      expect(all.body.data.total).toBe(3);
      expect(ids(all.body.data.list)).toEqual([b.id, c.id, a.id]);
      expect(ids((await t.adminCall('get_case_list', admin, { keyword: '甲方' })).body.data.list)).toEqual([a.id]);
      expect(ids((await t.adminCall('get_case_list', admin, { category: 'water' })).body.data.list)).toEqual([b.id]);
      expect(ids((await t.adminCall('get_case_list', admin, { status: 0 })).body.data.list)).toEqual([a.id]);
      expect(ids((await t.adminCall('get_case_list', admin, { ids: [a.id, b.id] })).body.data.list).sort()).toEqual(
        [a.id, b.id].sort(),
      );
      const byTime = await t.adminCall('get_case_list', admin, { sort: 'publish_time', order: 'desc' });
      expect(ids(byTime.body.data.list)[0]).toBe(b.id);
      await t.adminCall('get_case_list', admin, { sort: 'content' }).expect(400);
      await t.adminCall('get_case_list', admin, { limit: 101 }).expect(422);
      expect((await t.adminCall('get_case_list', admin, {}).set('lang', 'en')).body.data.total).toBe(1);
    });
  });

  describe('adm/del_case', () => {
    it('deletes by id or ids within the lang', async () => {
      const [a, b] = [await createCase(t, admin), await createCase(t, admin)];
      const english = await createCase(t, admin, {}, 'en');

      expect((await t.adminCall('del_case', admin, { ids: [a.id, english.id] }).expect(200)).body.data).toEqual({
        deleted: 1,
      });
      expect((await t.adminCall('del_case', admin, { id: b.id }).expect(200)).body.data).toEqual({ deleted: 1 });
      expect((await t.adminCall('get_case_list', admin, {})).body.data.total).toBe(0);
      expect((await t.adminCall('get_case_list', admin, {}).set('lang', 'en')).body.data.total).toBe(1);
      expect((await t.adminCall('del_case', admin, {}).expect(422)).body.code).toBe(422);
    });
  });
});
