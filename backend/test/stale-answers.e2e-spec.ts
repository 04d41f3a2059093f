import type { News } from '@site/contract';
import { createNews, hoursFrom } from './support/content-factories';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

/** What mysql2 raises when the server is not there: a database-unavailable error (faults/database-unavailable.ts). */
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });

describe.each(testDatabases())('public reads while the database is down, on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  /** Every statement from now on fails as against a stopped server, until `restore()`. */
  const databaseDown = () =>
    jest.spyOn(t.dataSource, 'createQueryRunner').mockImplementation(() => {
      throw refused();
    });
  const titles = (list: News[]) => list.map((row) => row.title);

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.login();
  });
  afterAll(() => t.close());

  it('answers a read it has cached, marked stale, and a read it has not with the 503', async () => {
    const item = await createNews(t, admin, { title: '已缓存', publish_time: hoursFrom(t, -1) });
    const list = await t.publicCall('get_news_list').expect(200);
    const detail = await t.publicCall('get_news_detail', { id: item.id }).expect(200);
    expect(list.headers['x-content-stale']).toBeUndefined();

    const down = databaseDown();
    try {
      const staleList = await t.publicCall('get_news_list').expect(200);
      expect(staleList.body.code).toBe(0);
      expect(titles(staleList.body.data.list)).toEqual(['已缓存']);
      expect(staleList.headers['x-content-stale']).toBe('1');
      const staleDetail = await t.publicCall('get_news_detail', { id: item.id }).expect(200);
      expect(staleDetail.body.data).toMatchObject({ id: item.id, title: '已缓存', content: detail.body.data.content });
      expect(staleDetail.headers['x-content-stale']).toBe('1');

      // Never read: nothing to answer with.
      const never = await t.publicCall('get_news_list', { page: 2 }).expect(503);
      expect(never.body).toMatchObject({ code: 503, msg: expect.any(String) });
      expect(never.headers['retry-after']).toBeDefined();
      expect(never.headers['x-content-stale']).toBeUndefined();

      // Admin calls see the database or fail: never an older answer.
      const adminList = await t.adminCall('get_news_list', admin).expect(503);
      expect(adminList.headers['x-content-stale']).toBeUndefined();
    } finally {
      down.mockRestore();
    }

    const back = await t.publicCall('get_news_list').expect(200);
    expect(back.headers['x-content-stale']).toBeUndefined();
  });

  it('answers the newest value cached when the stamp moved before the database went away', async () => {
    const item = await createNews(t, admin, { title: '旧标题', publish_time: hoursFrom(t, -1) });
    await t.publicCall('get_news_detail', { id: item.id }).expect(200);
    // A save moves the stamp: the entry is of an older stamp now, and still the last answer known.
    await t.adminCall('save_news', admin, { id: item.id, title: '新标题' }).expect(200);

    const down = databaseDown();
    try {
      const stale = await t.publicCall('get_news_detail', { id: item.id }).expect(200);
      expect(stale.body.data.title).toBe('旧标题');
      expect(stale.headers['x-content-stale']).toBe('1');
    } finally {
      down.mockRestore();
    }
    const fresh = await t.publicCall('get_news_detail', { id: item.id }).expect(200);
    expect(fresh.body.data.title).toBe('新标题');
    expect(fresh.headers['x-content-stale']).toBeUndefined();
  });
});
