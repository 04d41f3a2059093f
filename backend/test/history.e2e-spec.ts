import { BAD_URLS, EDITOR_HTML, HOSTILE_HTML, createHistory, historyFields } from './support/content-factories';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';
import { errorFields } from './support/assertions';

describe.each(testDatabases())('history on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.login();
  });
  afterAll(() => t.close());
  beforeEach(() => t.dataSource.query('DELETE FROM history'));

  const ids = (list: Array<{ id: number }>) => list.map((row) => row.id);

  describe('public get_history', () => {
    it('answers every entry of the lang: newest year, then newest month (whole year last), then sort', async () => {
      const y2018 = await createHistory(t, admin, { year: 2018, month: 3 });
      const y2020whole = await createHistory(t, admin, { year: 2020, month: null });
      const y2020jun2 = await createHistory(t, admin, { year: 2020, month: 6, sort: 2 });
      const y2020jun1 = await createHistory(t, admin, { year: 2020, month: 6, sort: 1 });
      const y2020dec = await createHistory(t, admin, { year: 2020, month: 12 });
      await createHistory(t, admin, { year: 2030 }, 'en');

      const res = await t.publicCall('get_history').expect(200);

      expect(res.body).toEqual({
        code: 0,
        msg: expect.any(String),
        data: { list: [y2020dec, y2020jun1, y2020jun2, y2020whole, y2018] },
      });
      expect(res.body.data.list[3].month).toBeNull();
    });

    it('needs the hourly token', async () => {
      const res = await t.http.post('/api/get_history').set('lang', 'cn').expect(403);
      expect(res.body).toMatchObject({ code: 403, data: null });
      await t.http.post('/api/get_history').set('token', t.token()).set('lang', 'xx').expect(400);
    });
  });

  describe('adm/save_history', () => {
    it('creates in the lang of the request and updates only what is sent; null clears the month', async () => {
      const created = await t
        .adminCall('save_history', admin, { year: 2019, month: 7, title: '  上市  ' })
        .set('lang', 'en')
        .expect(200);
      expect(created.body.data).toEqual({
        id: expect.any(Number),
        lang: 'en',
        year: 2019,
        month: 7,
        title: '上市',
        content: '',
        image: '',
        sort: 0,
        created_at: expect.any(String),
        updated_at: expect.any(String),
        version: 1,
      });

      const updated = await t
        .adminCall('save_history', admin, { id: created.body.data.id, month: null, image: '/uploads/2026/11/h.jpg' })
        .set('lang', 'en')
        .expect(200);
      expect(updated.body.data).toEqual({
        ...created.body.data,
        month: null,
        image: '/uploads/2026/11/h.jpg',
        updated_at: expect.any(String),
        version: 2,
      });
      const listed = await t.adminCall('get_history_list', admin, { ids: [created.body.data.id] }).set('lang', 'en');
      expect(listed.body.data.list).toEqual([updated.body.data]);
    });

    it('sanitises content, keeping plain text and editor markup', async () => {
      const hostile = await t.adminCall('save_history', admin, historyFields({ content: HOSTILE_HTML })).expect(200);
      expect(hostile.body.data.content).not.toMatch(/<script|onerror|alert/);
      expect(hostile.body.data.content).toContain(EDITOR_HTML);
      const plain = await t.adminCall('save_history', admin, historyFields({ content: '公司在深圳成立' })).expect(200);
      expect(plain.body.data.content).toBe('公司在深圳成立');
    });

    it('ignores the fields of the entry the client may not write, and refuses a status it does not have', async () => {
      const entry = await createHistory(t, admin);
      const res = await t
        .adminCall('save_history', admin, { id: entry.id, lang: 'en', created_at: '2000-01-01T00:00:00Z' })
        .expect(200);
      expect(res.body.data).toEqual({ ...entry, updated_at: expect.any(String), version: entry.version + 1 });
      const status = await t.adminCall('save_history', admin, { id: entry.id, status: 0 }).expect(422);
      expect(status.body.data.errors).toEqual([{ field: 'status', message: 'status 不是此接口的字段' }]);
    });

    it('answers 404 for an id that does not exist or belongs to another lang', async () => {
      const english = await createHistory(t, admin, {}, 'en');
      for (const id of [english.id, 999999]) {
        expect((await t.adminCall('save_history', admin, { id, title: 'x' }).expect(404)).body).toEqual({
          code: 404,
          error: 'NOT_FOUND',
          msg: '历史条目不存在',
          data: null,
        });
      }
    });

    it.each<[string, object, string]>([
      ['missing year', { title: 't' }, 'year'],
      ['year 1799', { year: 1799, title: 't' }, 'year'],
      ['year 2201', { year: 2201, title: 't' }, 'year'],
      ['month 0', { year: 2000, month: 0, title: 't' }, 'month'],
      ['month 13', { year: 2000, month: 13, title: 't' }, 'month'],
      ['missing title', { year: 2000 }, 'title'],
      ['title over 200', { year: 2000, title: 'x'.repeat(201) }, 'title'],
      ['sort too small', { year: 2000, title: 't', sort: -1_000_000 }, 'sort'],
      ...BAD_URLS.map((url): [string, object, string] => [
        `image ${url}`,
        { year: 2000, title: 't', image: url },
        'image',
      ]),
    ])('refuses %s with 422', async (_name, body, field) => {
      const res = await t.adminCall('save_history', admin, body).expect(422);
      expect(errorFields(res.body.data.errors)).toEqual([field]);
    });

    it.each<[object, string]>([
      [{ year: 'two thousand', title: 't' }, 'year'],
      [{ year: 2000.5, title: 't' }, 'year'],
      [{ year: 2000, month: 'june', title: 't' }, 'month'],
    ])('refuses the wrong type %j with 422', async (body, field) => {
      const res = await t.adminCall('save_history', admin, body).expect(422);
      expect(errorFields(res.body.data.errors)).toEqual([field]);
    });
  });

  describe('adm/get_history_list', () => {
    it('lists the entries of the lang by sort, then newest id; filters and sorts', async () => {
      const a = await createHistory(t, admin, { year: 2001, sort: 1, title: '创立' });
      const b = await createHistory(t, admin, { year: 2005, sort: 0, content: '<p>第一次扩张</p>' });
      const c = await createHistory(t, admin, { year: 2003, sort: 1 });
      await createHistory(t, admin, {}, 'en');

      const all = await t.adminCall('get_history_list', admin, {}).expect(200);
      expect(all.body.data).toMatchObject({ total: 3, page: 1, limit: 10 });
      expect(ids(all.body.data.list)).toEqual([b.id, c.id, a.id]);
      const byYear = await t.adminCall('get_history_list', admin, { sort: 'year', order: 'desc' });
      expect(ids(byYear.body.data.list)).toEqual([b.id, c.id, a.id]);
      expect(ids((await t.adminCall('get_history_list', admin, { year: 2003 })).body.data.list)).toEqual([c.id]);
      expect(ids((await t.adminCall('get_history_list', admin, { keyword: '创立' })).body.data.list)).toEqual([a.id]);
      expect(ids((await t.adminCall('get_history_list', admin, { keyword: '扩张' })).body.data.list)).toEqual([b.id]);
      expect(ids((await t.adminCall('get_history_list', admin, { ids: [a.id] })).body.data.list)).toEqual([a.id]);
      await t.adminCall('get_history_list', admin, { sort: 'status' }).expect(400);
      await t.adminCall('get_history_list', admin, { limit: 101 }).expect(422);
      await t.adminCall('get_history_list', admin, { year: 1700 }).expect(422);
      // History entries have no status: the filter is not part of this list, and a client sending it is told.
      await t.adminCall('get_history_list', admin, { status: 0 }).expect(422);
    });
  });

  describe('adm/del_history and access', () => {
    it('deletes by id or ids within the lang', async () => {
      const [a, b] = [await createHistory(t, admin), await createHistory(t, admin)];
      const english = await createHistory(t, admin, {}, 'en');
      expect((await t.adminCall('del_history', admin, { id: english.id }).expect(200)).body.data).toEqual({
        deleted: 0,
      });
      expect((await t.adminCall('del_history', admin, { ids: [a.id, b.id] }).expect(200)).body.data).toEqual({
        deleted: 2,
      });
      expect((await t.publicCall('get_history')).body.data.list).toEqual([]);
      expect(ids((await t.publicCall('get_history').set('lang', 'en')).body.data.list)).toEqual([english.id]);
    });

    it('needs an access token for every admin call', async () => {
      for (const call of ['get_history_list', 'save_history', 'del_history']) {
        const res = await t.http.post(`/api/adm/${call}`).send({ id: 1 }).expect(401);
        expect(res.body).toMatchObject({ code: 401, data: null });
      }
    });
  });
});
