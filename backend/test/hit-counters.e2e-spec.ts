import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createNews, hoursFrom } from './support/content-factories';
import { createDownload, createDownloadCate } from './support/site-factories';
import { createTestApp, secondInstance, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

describe.each(testDatabases())('hit counters on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.login();
  });
  afterAll(() => t.close());
  afterEach(() => jest.useRealTimers());

  /** A public call answered by `app`. */
  const call = (app: NestExpressApplication, name: string, body: object) =>
    request(app.getHttpServer()).post(`/api/${name}`).set('token', t.token()).set('lang', 'cn').send(body).expect(200);

  const stored = async (table: string, column: string, id: number) => {
    const [row] = (await t.dataSource.query(`SELECT ${column} AS n FROM ${table} WHERE id = ?`, [id])) as Array<{
      n: number | string;
    }>;
    return Number(row.n);
  };

  it('writes every view and download still pending when app.close() begins, and none before', async () => {
    const news = await createNews(t, admin, { publish_time: hoursFrom(t, -1) });
    const cate = await createDownloadCate(t, admin);
    const download = await createDownload(t, admin, cate.id);
    // The once-a-second flush never comes: only the stop writes.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'Date', 'hrtime', 'performance'] });
    const stopping = await secondInstance(t);

    const views = await Promise.all(
      Array.from({ length: 7 }, () => call(stopping, 'get_news_detail', { id: news.id })),
    );
    const clicks = await Promise.all(
      Array.from({ length: 5 }, () => call(stopping, 'count_download', { id: download.id })),
    );
    expect(Math.max(...views.map((res) => res.body.data.views))).toBe(7);
    expect(Math.max(...clicks.map((res) => res.body.data.download_count))).toBe(5);
    expect([await stored('news', 'views', news.id), await stored('downloads', 'download_count', download.id)]).toEqual([
      0, 0,
    ]);

    await stopping.close();
    expect([await stored('news', 'views', news.id), await stored('downloads', 'download_count', download.id)]).toEqual([
      7, 5,
    ]);
  });

  it('answers the admin list with the counts not yet written', async () => {
    const cate = await createDownloadCate(t, admin);
    const download = await createDownload(t, admin, cate.id);
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'Date', 'hrtime', 'performance'] });
    for (let i = 0; i < 3; i++) await t.publicCall('count_download', { id: download.id }).expect(200);
    const listed = await t.adminCall('get_download_list', admin, { ids: [download.id] }).expect(200);
    expect(listed.body.data.list[0].download_count).toBe(3);
  });
});
