import type { News } from '@site/contract';
import { ContentVersion } from '../src/common/cache/content-version';
import { BAD_URLS, EDITOR_HTML, HOSTILE_HTML, createNews, hoursFrom, newsFields } from './support/content-factories';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

const NOW = '2026-11-21T08:00:00.000Z';

describe.each(testDatabases())('news on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: NOW });
    admin = await t.login();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(NOW);
    await t.dataSource.query('DELETE FROM news');
  });

  const ids = (list: Array<{ id: number }>) => list.map((row) => row.id);

  describe('public get_news_list', () => {
    it('lists published news of the lang only, pinned first, then newest, without content', async () => {
      const old = await createNews(t, admin, { publish_time: hoursFrom(t, -48) });
      const recent = await createNews(t, admin, { publish_time: hoursFrom(t, -1) });
      const pinned = await createNews(t, admin, { publish_time: hoursFrom(t, -72), is_top: 1 });
      const sameTimeLater = await createNews(t, admin, { publish_time: hoursFrom(t, -48) });
      await createNews(t, admin, { status: 0 });
      await createNews(t, admin, { publish_time: hoursFrom(t, 1) });
      await createNews(t, admin, {}, 'en');

      const res = await t.publicCall('get_news_list', {}).expect(200);

      expect(res.body.code).toBe(0);
      expect(res.body.data).toMatchObject({ total: 4, page: 1, limit: 10 });
      expect(ids(res.body.data.list)).toEqual([pinned.id, recent.id, sameTimeLater.id, old.id]);
      const { content: _content, ...withoutContent } = recent;
      expect(res.body.data.list[1]).toEqual(withoutContent);
      expect(res.body.data.list.some((row: object) => 'content' in row)).toBe(false);
    });

    it('shows a news item once its publish time has come', async () => {
      const scheduled = await createNews(t, admin, { publish_time: hoursFrom(t, 2) });
      expect((await t.publicCall('get_news_list', {})).body.data.total).toBe(0);
      t.clock.set(scheduled.publish_time);
      expect(ids((await t.publicCall('get_news_list', {})).body.data.list)).toEqual([scheduled.id]);
    });

    it('filters by keyword in title or summary, and by category', async () => {
      const byTitle = await createNews(t, admin, { title: '年度创新奖揭晓', publish_time: hoursFrom(t, -1) });
      const bySummary = await createNews(t, admin, { summary: '我们获得创新奖', publish_time: hoursFrom(t, -2) });
      const other = await createNews(t, admin, { category: 'industry', publish_time: hoursFrom(t, -3) });

      const keyword = await t.publicCall('get_news_list', { keyword: '创新奖' }).expect(200);
      expect(ids(keyword.body.data.list)).toEqual([byTitle.id, bySummary.id]);
      const category = await t.publicCall('get_news_list', { category: 'industry' }).expect(200);
      expect(ids(category.body.data.list)).toEqual([other.id]);
    });

    it('pages with page and limit', async () => {
      const made: News[] = [];
      for (let i = 1; i <= 5; i++) made.push(await createNews(t, admin, { publish_time: hoursFrom(t, -i) }));

      const res = await t.publicCall('get_news_list', { page: 2, limit: 2 }).expect(200);

      expect(res.body.data).toMatchObject({ total: 5, page: 2, limit: 2 });
      expect(ids(res.body.data.list)).toEqual([made[2].id, made[3].id]);
    });

    it.each([
      [{ limit: 101 }, 422, 'limit'],
      [{ limit: 0 }, 422, 'limit'],
      [{ page: 0 }, 422, 'page'],
      [{ keyword: 'x'.repeat(101) }, 422, 'keyword'],
      [{ page: 'abc' }, 422, 'page'],
    ])('refuses %j with %i', async (body, code, field) => {
      const res = await t.publicCall('get_news_list', body).expect(code);
      expect(res.body.code).toBe(code);
      expect(res.body.data.errors.map((e: { field: string }) => e.field)).toContain(field);
    });

    it('needs the hourly token (403)', async () => {
      const missing = await t.http.post('/api/get_news_list').set('lang', 'cn').send({}).expect(403);
      expect(missing.body).toMatchObject({ code: 403, data: null });
      const wrong = await t.http.post('/api/get_news_list').set('token', 'f'.repeat(64)).send({}).expect(403);
      expect(wrong.body.code).toBe(403);
    });
  });

  describe('public get_news_detail', () => {
    it('answers the item with content and its neighbours in list order, counting each view', async () => {
      const older = await createNews(t, admin, { publish_time: hoursFrom(t, -3) });
      const middle = await createNews(t, admin, { publish_time: hoursFrom(t, -2), content: EDITOR_HTML });
      const pinned = await createNews(t, admin, { publish_time: hoursFrom(t, -10), is_top: 1 });
      await createNews(t, admin, { status: 0, publish_time: hoursFrom(t, -2.5) });

      const first = await t.publicCall('get_news_detail', { id: middle.id }).expect(200);
      expect(first.body.data).toEqual({
        ...middle,
        views: 1,
        prev: { id: pinned.id, title: pinned.title },
        next: { id: older.id, title: older.title },
      });
      const second = await t.publicCall('get_news_detail', { id: middle.id }).expect(200);
      expect(second.body.data.views).toBe(2);
      expect(second.body.data.updated_at).toBe(middle.updated_at);

      const top = await t.publicCall('get_news_detail', { id: pinned.id }).expect(200);
      expect(top.body.data).toMatchObject({ prev: null, next: { id: middle.id, title: middle.title } });
      const last = await t.publicCall('get_news_detail', { id: older.id }).expect(200);
      expect(last.body.data).toMatchObject({ prev: { id: middle.id }, next: null });
    });

    it('orders neighbours with the same publish time by id, as the list does', async () => {
      const time = hoursFrom(t, -1);
      const a = await createNews(t, admin, { publish_time: time });
      const b = await createNews(t, admin, { publish_time: time });
      const c = await createNews(t, admin, { publish_time: time });

      const list = await t.publicCall('get_news_list', {});
      expect(ids(list.body.data.list)).toEqual([c.id, b.id, a.id]);
      const detail = await t.publicCall('get_news_detail', { id: b.id }).expect(200);
      expect(detail.body.data).toMatchObject({ prev: { id: c.id }, next: { id: a.id } });
    });

    it('seeks the neighbours among 2,048 items of the same publish time instead of walking them', async () => {
      const first = await createNews(t, admin, { publish_time: hoursFrom(t, -1) });
      const copy =
        'INSERT INTO news (lang, title, content, is_top, status, publish_time) SELECT lang, title, content, is_top, status, publish_time FROM news';
      for (let doubling = 0; doubling < 11; doubling++) await t.dataSource.query(copy);
      const all = ((await t.dataSource.query('SELECT id FROM news ORDER BY id')) as Array<{ id: number }>).map((row) =>
        Number(row.id),
      );
      const middle = all[1024];
      const indexRowsRead = async () => {
        if (kind !== 'mysql') return 0;
        const rows = (await t.dataSource.query(
          "SHOW GLOBAL STATUS WHERE Variable_name IN ('Handler_read_next', 'Handler_read_prev')",
        )) as Array<{ Value: string }>;
        return rows.reduce((sum, row) => sum + Number(row.Value), 0);
      };

      // The content stamp is read again after the save above; read now, so only the detail's statements are counted.
      await t.app.get(ContentVersion).current();
      const before = await indexRowsRead();
      const detail = await t.publicCall('get_news_detail', { id: middle }).expect(200);
      const read = (await indexRowsRead()) - before;

      expect(all).toHaveLength(2048);
      expect(all[0]).toBe(first.id);
      expect(detail.body.data).toMatchObject({ prev: { id: all[1025] }, next: { id: all[1023] } });
      // MariaDB counts the index rows it steps through (SQLite keeps no such count; its row-value seek is the
      // same range). A seek that filtered on the pair instead of ranging over it would step through ~1,000 here.
      expect(read).toBeLessThan(20);
    });

    it('answers details read at once each with its own item and neighbours, pinned or not', async () => {
      const items = [];
      for (let hour = 1; hour <= 8; hour++) {
        items.push(await createNews(t, admin, { publish_time: hoursFrom(t, -hour), is_top: hour % 3 === 0 ? 1 : 0 }));
      }
      const shown = (data: Record<string, unknown>) => ({
        id: data.id,
        title: data.title,
        prev: data.prev,
        next: data.next,
      });
      const oneByOne = [];
      for (const item of items)
        oneByOne.push(shown((await t.publicCall('get_news_detail', { id: item.id })).body.data));

      const atOnce = await Promise.all(items.map((item) => t.publicCall('get_news_detail', { id: item.id })));

      expect(atOnce.map((res) => shown(res.body.data))).toEqual(oneByOne);
      expect(oneByOne.map((data) => data.id)).toEqual(items.map((item) => item.id));
    });

    it('counts concurrent views without losing any', async () => {
      const item = await createNews(t, admin, { publish_time: hoursFrom(t, -1) });
      await Promise.all(Array.from({ length: 8 }, () => t.publicCall('get_news_detail', { id: item.id }).expect(200)));
      const admin_list = await t.adminCall('get_news_list', admin, { ids: [item.id] });
      expect(admin_list.body.data.list[0].views).toBe(8);
    });

    it('answers 404 for a missing, draft, scheduled or other-language item, without counting it', async () => {
      const draft = await createNews(t, admin, { status: 0 });
      const scheduled = await createNews(t, admin, { publish_time: hoursFrom(t, 1) });
      const english = await createNews(t, admin, {}, 'en');

      for (const id of [draft.id, scheduled.id, english.id, 999999]) {
        const res = await t.publicCall('get_news_detail', { id }).expect(404);
        expect(res.body).toEqual({ code: 404, msg: '新闻不存在', error: 'NOT_FOUND', data: null });
      }
      const stored = await t.adminCall('get_news_list', admin, { ids: [draft.id, scheduled.id] });
      expect(stored.body.data.list.map((row: News) => row.views)).toEqual([0, 0]);
      const inEnglish = await t.publicCall('get_news_detail', { id: english.id }).set('lang', 'en').expect(200);
      expect(inEnglish.body.data.id).toBe(english.id);
    });

    it('refuses a missing or wrong id', async () => {
      expect((await t.publicCall('get_news_detail', {}).expect(422)).body.data.errors[0].field).toBe('id');
      expect((await t.publicCall('get_news_detail', { id: 'x' }).expect(422)).body.code).toBe(422);
      await t.http.post('/api/get_news_detail').send({ id: 1 }).expect(403);
    });
  });

  describe('adm/save_news', () => {
    it('creates with defaults (now, published, not pinned, no views) in the lang of the request', async () => {
      const res = await t.adminCall('save_news', admin, { title: '  新品发布  ' }).set('lang', 'en').expect(200);

      expect(res.body).toEqual({
        code: 0,
        msg: expect.any(String),
        data: {
          id: expect.any(Number),
          lang: 'en',
          title: '新品发布',
          summary: '',
          cover: '',
          content: '',
          video: '',
          category: '',
          author: '',
          source: '',
          is_top: 0,
          status: 1,
          publish_time: NOW,
          views: 0,
          sort: 0,
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          updated_at: expect.stringMatching(/Z$/),
          version: 1,
        },
      });
    });

    it('stores every field as sent and answers it as the list shows it', async () => {
      const fields = {
        title: '完整新闻',
        summary: '摘要',
        cover: '/uploads/2026/11/cover.jpg',
        content: EDITOR_HTML,
        video: 'https://cdn.example.com/v.mp4',
        category: 'company',
        author: '张三',
        source: '新华网',
        is_top: 1,
        status: 0,
        publish_time: '2026-10-01T12:34:56.789Z',
        sort: 5,
      };
      const saved = await t.adminCall('save_news', admin, fields).expect(200);
      expect(saved.body.data).toMatchObject({ ...fields, lang: 'cn', views: 0 });

      const listed = await t.adminCall('get_news_list', admin, { ids: [saved.body.data.id] });
      expect(listed.body.data.list).toEqual([saved.body.data]);
    });

    it('reads a publish time without an offset as UTC', async () => {
      const res = await t
        .adminCall('save_news', admin, newsFields({ publish_time: '2026-10-01T08:00:00' }))
        .expect(200);
      expect(res.body.data.publish_time).toBe('2026-10-01T08:00:00.000Z');
    });

    it('updates only the fields sent', async () => {
      const item = await createNews(t, admin, { summary: '原摘要', sort: 3 });
      const res = await t.adminCall('save_news', admin, { id: item.id, title: '新标题' }).expect(200);
      expect(res.body.data).toMatchObject({
        ...item,
        title: '新标题',
        updated_at: expect.any(String),
        version: item.version + 1,
      });
    });

    it('ignores the fields of the record the client may not write (views, lang, times), and refuses unknown ones', async () => {
      const item = await createNews(t, admin);
      await t.publicCall('get_news_detail', { id: item.id }).expect(200);
      const res = await t
        .adminCall('save_news', admin, {
          id: item.id,
          views: 999,
          lang: 'en',
          created_at: '2000-01-01T00:00:00.000Z',
          updated_at: '2000-01-01T00:00:00.000Z',
        })
        .expect(200);
      expect(res.body.data).toMatchObject({ id: item.id, views: 1, lang: 'cn', created_at: item.created_at });
      expect(res.body.data.updated_at).not.toBe('2000-01-01T00:00:00.000Z');
      const unknown = await t.adminCall('save_news', admin, { id: item.id, is_admin: true }).expect(422);
      expect(unknown.body.data.errors).toEqual([{ field: 'is_admin', message: 'is_admin 不是此接口的字段' }]);

      const created = await t.adminCall('save_news', admin, newsFields({ views: 50, id: 0 })).expect(200);
      expect(created.body.data.views).toBe(0);
    });

    it('sanitises content on create and on update', async () => {
      const created = await t.adminCall('save_news', admin, newsFields({ content: HOSTILE_HTML })).expect(200);
      expect(created.body.data.content).not.toMatch(/<script|onerror|alert/);
      expect(created.body.data.content).toContain(EDITOR_HTML);
      expect(created.body.data.content).toContain('<img src="/uploads/x.png">');

      const updated = await t.adminCall('save_news', admin, { id: created.body.data.id, content: HOSTILE_HTML });
      expect(updated.body.data.content).toBe(created.body.data.content);
      const clean = await t.adminCall('save_news', admin, { id: created.body.data.id, content: EDITOR_HTML });
      expect(clean.body.data.content).toBe(EDITOR_HTML);
    });

    it('holds big HTML (more than a MySQL TEXT column)', async () => {
      const big = `<p>${'内容'.repeat(40_000)}</p>`;
      const saved = await t.adminCall('save_news', admin, newsFields({ content: big })).expect(200);
      const listed = await t.adminCall('get_news_list', admin, { ids: [saved.body.data.id] });
      expect(listed.body.data.list[0].content).toBe(big);
    });

    it('answers 404 for an id that does not exist or belongs to another lang', async () => {
      const english = await createNews(t, admin, {}, 'en');
      for (const id of [english.id, 999999]) {
        const res = await t.adminCall('save_news', admin, { id, title: '改' }).expect(404);
        expect(res.body).toEqual({ code: 404, msg: '新闻不存在', error: 'NOT_FOUND', data: null });
      }
      const still = await t.adminCall('get_news_list', admin, { ids: [english.id] }).set('lang', 'en');
      expect(still.body.data.list[0].title).toBe(english.title);
    });

    it.each<[string, object, string]>([
      ['missing title', {}, 'title'],
      ['empty title', { title: '   ' }, 'title'],
      ['title over 200', { title: '长'.repeat(201) }, 'title'],
      ['summary over 500', { title: 't', summary: 's'.repeat(501) }, 'summary'],
      ['category over 64', { title: 't', category: 'c'.repeat(65) }, 'category'],
      ['author over 64', { title: 't', author: 'a'.repeat(65) }, 'author'],
      ['source over 128', { title: 't', source: 's'.repeat(129) }, 'source'],
      ['is_top 2', { title: 't', is_top: 2 }, 'is_top'],
      ['status 5', { title: 't', status: 5 }, 'status'],
      ['publish_time not ISO', { title: 't', publish_time: 'yesterday' }, 'publish_time'],
      ['publish_time impossible', { title: 't', publish_time: '2026-02-30T00:00:00Z' }, 'publish_time'],
      ['sort too large', { title: 't', sort: 10_000_000 }, 'sort'],
      ['cover too long', { title: 't', cover: `https://e.com/${'a'.repeat(500)}` }, 'cover'],
      ...BAD_URLS.map((url): [string, object, string] => [`cover ${url}`, { title: 't', cover: url }, 'cover']),
      ...BAD_URLS.map((url): [string, object, string] => [`video ${url}`, { title: 't', video: url }, 'video']),
    ])('refuses %s with 422', async (_name, body, field) => {
      const res = await t.adminCall('save_news', admin, body).expect(422);
      expect(res.body.code).toBe(422);
      expect(res.body.data.errors.map((e: { field: string }) => e.field)).toEqual([field]);
      expect((await t.adminCall('get_news_list', admin, {})).body.data.total).toBe(0);
    });

    it.each([
      [{ title: 't', is_top: 'yes' }, 'is_top'],
      [{ title: 't', sort: 'first' }, 'sort'],
      [{ title: ['标题'] }, 'title'],
    ])('refuses the wrong type %j with 422', async (body, field) => {
      const res = await t.adminCall('save_news', admin, body).expect(422);
      expect(new Set(res.body.data.errors.map((e: { field: string }) => e.field))).toEqual(new Set([field]));
    });

    it('needs an access token (401)', async () => {
      for (const call of ['save_news', 'get_news_list', 'del_news']) {
        const res = await t.http.post(`/api/adm/${call}`).set('lang', 'cn').send(newsFields()).expect(401);
        expect(res.body).toMatchObject({ code: 401, data: null });
      }
      await t.adminCall('get_news_list', 'not-a-token', {}).expect(401);
    });
  });

  describe('adm/get_news_list', () => {
    it('lists every news item of the lang, newest publish time first by default', async () => {
      const draft = await createNews(t, admin, { status: 0, publish_time: hoursFrom(t, -5) });
      const scheduled = await createNews(t, admin, { publish_time: hoursFrom(t, 5) });
      const sameA = await createNews(t, admin, { publish_time: hoursFrom(t, -1) });
      const sameB = await createNews(t, admin, { publish_time: hoursFrom(t, -1) });
      await createNews(t, admin, {}, 'en');

      const res = await t.adminCall('get_news_list', admin, {}).expect(200);
      expect(res.body.data).toMatchObject({ total: 4, page: 1, limit: 10 });
      expect(ids(res.body.data.list)).toEqual([scheduled.id, sameB.id, sameA.id, draft.id]);
      expect(res.body.data.list[0]).toEqual(scheduled);

      const english = await t.adminCall('get_news_list', admin, {}).set('lang', 'en');
      expect(english.body.data.total).toBe(1);
    });

    it('sorts by a whitelisted field in either direction, and refuses others with 400', async () => {
      const a = await createNews(t, admin, { sort: 2, title: 'B' });
      const b = await createNews(t, admin, { sort: 1, title: 'A' });
      const c = await createNews(t, admin, { sort: 3, title: 'C' });

      const asc = await t.adminCall('get_news_list', admin, { sort: 'sort', order: 'asc' });
      expect(ids(asc.body.data.list)).toEqual([b.id, a.id, c.id]);
      const desc = await t.adminCall('get_news_list', admin, { sort: 'title', order: 'desc' });
      expect(ids(desc.body.data.list)).toEqual([c.id, a.id, b.id]);

      for (const sort of ['content', 'lang', 'password_hash', 'id; DROP TABLE news']) {
        const res = await t.adminCall('get_news_list', admin, { sort }).expect(400);
        expect(res.body.code).toBe(400);
      }
      expect((await t.adminCall('get_news_list', admin, { order: 'up' }).expect(422)).body.code).toBe(422);
    });

    it('filters by ids, keyword, category and status', async () => {
      const a = await createNews(t, admin, { title: '年度报告', category: 'report', publish_time: hoursFrom(t, -1) });
      const b = await createNews(t, admin, { summary: '关于年度计划', status: 0, publish_time: hoursFrom(t, -2) });
      const c = await createNews(t, admin, { category: 'report', status: 0, publish_time: hoursFrom(t, -3) });
      const english = await createNews(t, admin, {}, 'en');

      const byIds = await t.adminCall('get_news_list', admin, { ids: [c.id, a.id, english.id] });
      expect(ids(byIds.body.data.list).sort()).toEqual([a.id, c.id].sort());
      expect(byIds.body.data.total).toBe(2);
      const byKeyword = await t.adminCall('get_news_list', admin, { keyword: '年度' });
      expect(ids(byKeyword.body.data.list)).toEqual([a.id, b.id]);
      const byCategory = await t.adminCall('get_news_list', admin, { category: 'report' });
      expect(ids(byCategory.body.data.list)).toEqual([a.id, c.id]);
      const drafts = await t.adminCall('get_news_list', admin, { status: 0, category: 'report' });
      expect(ids(drafts.body.data.list)).toEqual([c.id]);
      await t.adminCall('get_news_list', admin, { limit: 101 }).expect(422);
      await t.adminCall('get_news_list', admin, { ids: 'x' }).expect(422);
    });
  });

  describe('adm/del_news', () => {
    it('deletes by id or ids within the lang and answers the count', async () => {
      const [a, b, c] = [await createNews(t, admin), await createNews(t, admin), await createNews(t, admin)];
      const english = await createNews(t, admin, {}, 'en');

      expect((await t.adminCall('del_news', admin, { id: a.id }).expect(200)).body.data).toEqual({ deleted: 1 });
      const many = await t.adminCall('del_news', admin, { ids: [b.id, c.id, english.id, 999999] }).expect(200);
      expect(many.body.data).toEqual({ deleted: 2 });

      expect((await t.adminCall('get_news_list', admin, {})).body.data.total).toBe(0);
      expect((await t.adminCall('get_news_list', admin, {}).set('lang', 'en')).body.data.total).toBe(1);
      await t.publicCall('get_news_detail', { id: a.id }).expect(404);
    });

    it('refuses a body without id or ids', async () => {
      const res = await t.adminCall('del_news', admin, {}).expect(422);
      expect(res.body.data.errors[0].field).toBe('id');
    });
  });
});
