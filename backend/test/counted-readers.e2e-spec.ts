import { Header } from '@site/contract';
import { HitCounters } from '../src/modules/counters/hit-counters';
import { NewsService } from '../src/modules/news/news.service';
import { publicCall } from './support/public-calls';
import { adminSave, createNews } from './support/content-factories';
import { createDownload, createDownloadCate } from './support/site-factories';
import { publicSiteBuilt } from './support/built';
import { createTestApp, secondInstance, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

const BAIDU = 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)';
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36';
const built = publicSiteBuilt('counted-readers');

/** Views and downloads count people: never a crawler or a preview, a person once per item in the window (issue 36). */
describe.each(testDatabases())('counters that count people on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { frontends: built, env: { VIEW_DEDUP_MINUTES: '30' } });
    await t.listen();
    admin = await t.login();
  });
  afterAll(() => t?.close());

  /** The stored count, once every hit so far has been claimed and written. */
  const views = async (id: number) => {
    await t.app.get(HitCounters).flush();
    const list = await t.adminCall('get_news_list', admin, { ids: [id] }).expect(200);
    return list.body.data.list[0].views as number;
  };
  const read = (id: number, agent: string) =>
    t.publicCall('get_news_detail', { id }).set('User-Agent', agent).expect(200);

  it('counts no crawler, and a person once within the window, again after it', async () => {
    const news = await createNews(t, admin);
    await read(news.id, BAIDU);
    await read(news.id, BAIDU);
    expect(await views(news.id)).toBe(0);
    await read(news.id, BROWSER);
    await read(news.id, BROWSER);
    expect(await views(news.id)).toBe(1);
    await read(news.id, BROWSER);
    expect(await views(news.id)).toBe(1);
    await read(news.id, PHONE);
    expect(await views(news.id)).toBe(2);
    t.clock.advance(31 * 60_000);
    await read(news.id, BROWSER);
    expect(await views(news.id)).toBe(3);
  });

  it('counts a person once across processes: the marks are in the database', async () => {
    const news = await createNews(t, admin);
    const other = await secondInstance(t);
    try {
      const reader = { key: 'one-reader-key-of-32-characters0', counts: true };
      await t.app.get(NewsService).detail(publicCall({ now: t.clock.now(), visitor: reader }), news.id);
      await t.app.get(HitCounters).flush();
      await other.get(NewsService).detail(publicCall({ now: t.clock.now(), visitor: reader }), news.id);
      await other.get(HitCounters).flush();
      expect(await views(news.id)).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('ignores a visitor header it did not seal: the caller is judged by itself', async () => {
    const news = await createNews(t, admin);
    for (let n = 0; n < 3; n++) {
      await read(news.id, BAIDU).set(Header.VISITOR, `1.${String(n).repeat(32)}.${'x'.repeat(43)}`);
    }
    expect(await views(news.id)).toBe(0);
  });

  it('counts a download by a crawler or under a preview not at all, by a person once', async () => {
    const cate = await createDownloadCate(t, admin);
    const file = await createDownload(t, admin, cate.id);
    const count = (agent: string) =>
      t.publicCall('count_download', { id: file.id }).set('User-Agent', agent).expect(200);
    await count(BAIDU);
    const link = await adminSave<{ url: string }>(t, 'get_preview_link', admin, { family: 'downloads', id: file.id });
    const grant = new URL(link.url, 'http://site').searchParams.get('preview') ?? '';
    await count(BROWSER).set(Header.PREVIEW, grant);
    await t.app.get(HitCounters).flush();
    await count(BROWSER);
    await count(BROWSER);
    await t.app.get(HitCounters).flush();
    const list = await t.adminCall('get_download_list', admin, { limit: 100 }).expect(200);
    const stored = (list.body.data.list as Array<{ id: number; download_count: number }>).find(
      (row) => row.id === file.id,
    );
    expect(stored?.download_count).toBe(1);
  });

  (built ? it : it.skip)('counts the reader of a rendered page, not the server that rendered it', async () => {
    const news = await createNews(t, admin);
    await t.http.get(`/detail/${news.id}`).set('User-Agent', BAIDU).expect(200);
    await t.http.get(`/detail/${news.id}`).set('User-Agent', BAIDU).expect(200);
    expect(await views(news.id)).toBe(0);
    await t.http.get(`/detail/${news.id}`).set('User-Agent', BROWSER).expect(200);
    await t.http.get(`/detail/${news.id}`).set('User-Agent', BROWSER).expect(200);
    await t.http.get(`/detail/${news.id}`).set('User-Agent', PHONE).expect(200);
    expect(await views(news.id)).toBe(2);
  });
});
