import type { NestExpressApplication } from '@nestjs/platform-express';
import type { News } from '@site/contract';
import request from 'supertest';
import { HitCounters } from '../src/modules/counters/hit-counters';
import { NewsService } from '../src/modules/news/news.service';
import { adminSave, createNews, hoursFrom, newsFields } from './support/content-factories';
import { createTestApp, secondInstance, TestApp } from './support/test-app';
import { publicCall } from './support/public-calls';
import { testDatabases } from './support/test-database';

/** A person reading (views counted every time: the suites' window is 0). */
const A_READER = { key: 'a-reader-key-of-thirty-two-chars', counts: true };

const NOW = '2026-11-21T08:00:00.000Z';

describe.each(testDatabases())('public read cache on %s', (kind) => {
  let t: TestApp;
  let other: NestExpressApplication;
  let admin: string;

  /** A public call answered by the second instance. */
  const readOther = (call: string, body: object = {}) =>
    request(other.getHttpServer())
      .post(`/api/${call}`)
      .set('token', t.token())
      .set('lang', 'cn')
      .send(body)
      .expect(200);
  const titles = (list: News[]) => list.map((row) => row.title);

  beforeAll(async () => {
    t = await createTestApp(kind, { now: NOW });
    other = await secondInstance(t);
    admin = await t.login();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });
  beforeEach(async () => {
    t.clock.set(NOW);
    await t.dataSource.query('DELETE FROM news');
    await t.dataSource.query('DELETE FROM settings');
  });

  it('shows a save made on one instance on the very next read of the other', async () => {
    const item = await createNews(t, admin, { title: '初稿', publish_time: hoursFrom(t, -1) });
    const setting = await adminSave<{ id: number }>(t, 'save_set', admin, {
      key: 'site_name',
      value: '旧名',
      is_public: 1,
    });
    expect(titles((await readOther('get_news_list')).body.data.list)).toEqual(['初稿']);
    expect((await readOther('get_news_detail', { id: item.id })).body.data.title).toBe('初稿');
    expect((await readOther('get_set_detail', { key: 'site_name' })).body.data.value).toBe('旧名');

    await adminSave(t, 'save_news', admin, { id: item.id, title: '定稿' });
    await adminSave(t, 'save_set', admin, { id: setting.id, value: '新名' });
    expect(titles((await readOther('get_news_list')).body.data.list)).toEqual(['定稿']);
    expect((await readOther('get_news_detail', { id: item.id })).body.data.title).toBe('定稿');
    expect((await readOther('get_set_detail', { key: 'site_name' })).body.data.value).toBe('新名');

    await t.adminCall('del_news', admin, { id: item.id }).expect(200);
    expect((await readOther('get_news_list')).body.data).toMatchObject({ list: [], total: 0 });
    await request(other.getHttpServer())
      .post('/api/get_news_detail')
      .set('token', t.token())
      .send({ id: item.id })
      .expect(404);
  });

  it('keeps totals exact across saves, deletes and a scheduled item going live', async () => {
    const total = async (page: number) => (await readOther('get_news_list', { page, limit: 2 })).body.data.total;
    const [first] = await Promise.all([1, 2, 3].map(() => createNews(t, admin, { publish_time: hoursFrom(t, -1) })));
    await createNews(t, admin, { publish_time: hoursFrom(t, 1) });
    expect([await total(1), await total(2)]).toEqual([3, 3]);

    await createNews(t, admin, { publish_time: hoursFrom(t, -2) });
    expect([await total(1), await total(2)]).toEqual([4, 4]);
    await t.adminCall('del_news', admin, { id: first.id }).expect(200);
    expect([await total(1), await total(2)]).toEqual([3, 3]);
    await adminSave(t, 'save_news', admin, newsFields({ status: 0 }));
    expect(await total(1)).toBe(3);

    t.clock.advance(2 * 3_600_000);
    expect([await total(1), await total(2)]).toEqual([4, 4]);
  });

  it('answers a cached read with the same status, headers and bytes as the first, computed read', async () => {
    await createNews(t, admin, { title: '缓存', publish_time: hoursFrom(t, -1) });
    const first = await t.publicCall('get_news_list', { page: 1 }).expect(200);
    const again = await t.publicCall('get_news_list', { page: 1 }).expect(200);
    expect(again.text).toBe(first.text);
    expect(titles(again.body.data.list)).toEqual(['缓存']);
    const { 'x-request-id': firstId, date: _d1, ...firstHeaders } = first.headers;
    const { 'x-request-id': againId, date: _d2, ...againHeaders } = again.headers;
    expect(againHeaders).toEqual(firstHeaders);
    expect(againId).not.toBe(firstId);
    expect(againHeaders['content-security-policy']).toContain("script-src 'self'");
  });

  it('still refuses a bad hourly token or language when the answer is cached', async () => {
    await t.publicCall('get_news_list', { page: 1 }).expect(200);
    const badToken = await t.http.post('/api/get_news_list').set('token', 'f'.repeat(64)).send({ page: 1 });
    expect([badToken.status, badToken.body.code]).toEqual([403, 403]);
    const noToken = await t.http.post('/api/get_news_list').send({ page: 1 });
    expect([noToken.status, noToken.body.code]).toEqual([403, 403]);
    const badLang = await t.http.post('/api/get_news_list').set('token', t.token()).set('lang', 'xx').send({ page: 1 });
    expect([badLang.status, badLang.body.code]).toEqual([400, 400]);
  });

  it('computes a burst of identical misses once, and answers an invalid body with its error every time', async () => {
    await createNews(t, admin, { publish_time: hoursFrom(t, -1) });
    // What a miss runs (private: the cache sits in front of it).
    const news = t.app.get(NewsService) as unknown as { loadPublished: () => Promise<unknown> };
    const loadPublished = jest.spyOn(news, 'loadPublished');
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => t.publicCall('get_news_list', { page: 1, limit: 7 })),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(30).fill(200));
      expect(new Set(answers.map((res) => res.text)).size).toBe(1);
      expect(loadPublished).toHaveBeenCalledTimes(1);

      const invalid = await Promise.all(Array.from({ length: 5 }, () => t.publicCall('get_news_list', { page: 'x' })));
      expect(invalid.map((res) => [res.status, res.body.code])).toEqual(Array(5).fill([422, 422]));
    } finally {
      loadPublished.mockRestore();
    }
  });

  it('answers counters as they are now, moved by reads and downloads on another instance with no save', async () => {
    const item = await createNews(t, admin, { publish_time: hoursFrom(t, -1) });
    const listedViews = async () => (await readOther('get_news_list')).body.data.list[0].views;
    expect(await listedViews()).toBe(0);
    await readOther('get_news_detail', { id: item.id });
    await readOther('get_news_detail', { id: item.id });
    expect(await listedViews()).toBe(2);
    expect((await readOther('get_news_detail', { id: item.id })).body.data.views).toBe(3);

    const cate = await adminSave<{ id: number }>(t, 'save_download_cate', admin, { name: '资料' });
    const file = await adminSave<{ id: number }>(t, 'save_download', admin, {
      cate_id: cate.id,
      title: '手册',
      file_url: '/uploads/manual.pdf',
      file_name: 'manual.pdf',
    });
    const listedDownloads = async () => (await readOther('get_download')).body.data.list[0].items[0].download_count;
    expect(await listedDownloads()).toBe(0);
    await t.publicCall('count_download', { id: file.id }).expect(200);
    await t.publicCall('count_download', { id: file.id }).expect(200);
    // The counting instance answers its counts at once; another sees them once written (within a second).
    expect((await t.publicCall('get_download').expect(200)).body.data.list[0].items[0].download_count).toBe(2);
    await t.app.get(HitCounters).flush();
    expect(await listedDownloads()).toBe(2);
  });

  it('answers repeated reads of a news item from the cache, each still counting its view', async () => {
    const item = await createNews(t, admin, { title: '常读', publish_time: hoursFrom(t, -1) });
    // What a miss runs (private: the cache sits in front of it).
    const news = t.app.get(NewsService) as unknown as { loadDetail: () => Promise<unknown> };
    const loadDetail = jest.spyOn(news, 'loadDetail');
    try {
      const views = [];
      for (let read = 0; read < 4; read++)
        views.push((await t.publicCall('get_news_detail', { id: item.id })).body.data.views);
      expect(views).toEqual([1, 2, 3, 4]);
      expect(loadDetail).toHaveBeenCalledTimes(1);
      await adminSave(t, 'save_news', admin, { id: item.id, title: '改过' });
      expect((await t.publicCall('get_news_detail', { id: item.id })).body.data).toMatchObject({
        title: '改过',
        views: 5,
      });
      expect(loadDetail).toHaveBeenCalledTimes(2);
    } finally {
      loadDetail.mockRestore();
    }
  });

  it('loses no view across a graceful stop', async () => {
    const item = await createNews(t, admin, { publish_time: hoursFrom(t, -1) });
    const stopping = await secondInstance(t);
    const views = async () =>
      (
        await request(stopping.getHttpServer())
          .post('/api/get_news_detail')
          .set('token', t.token())
          .send({ id: item.id })
      ).body.data.views;
    const answers = await Promise.all(Array.from({ length: 12 }, views));
    expect(Math.max(...answers)).toBe(12);
    await stopping.close();

    const stored = await t.adminCall('get_news_list', admin, { ids: [item.id] }).expect(200);
    expect(stored.body.data.list[0].views).toBe(12);
  });

  it('counts every view of the reads that arrive while the views are being flushed at a stop, failing none', async () => {
    const item = await createNews(t, admin, { publish_time: hoursFrom(t, -1) });
    const stopping = await secondInstance(t);
    const news = stopping.get(NewsService);
    await Promise.all(Array.from({ length: 10 }, () => news.detail(publicCall({ visitor: A_READER }), item.id)));
    // The stop begins (its flush is under way); reads still in flight then write their views one by one, concurrently.
    const flushed = stopping.get(HitCounters).beforeApplicationShutdown();
    const during = await Promise.allSettled(
      Array.from({ length: 40 }, () => news.detail(publicCall({ visitor: A_READER }), item.id)),
    );
    await flushed;
    await stopping.close();

    expect(during.filter((read) => read.status === 'rejected')).toEqual([]);
    const stored = await t.adminCall('get_news_list', admin, { ids: [item.id] }).expect(200);
    expect(stored.body.data.list[0].views).toBe(50);
  });
});
