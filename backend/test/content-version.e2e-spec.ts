import { ContentVersion } from '../src/common/cache/content-version';
import { Metrics } from '../src/common/metrics/metrics';
import { createImg, createNews, hoursFrom } from './support/content-factories';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

const NOW = '2026-11-21T08:00:00.000Z';

describe.each(testDatabases())('content change counter on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let version: ContentVersion;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: NOW });
    admin = await t.login();
    version = t.app.get(ContentVersion);
  });
  afterAll(() => t.close());

  it('counts every committed admin save, delete and status change exactly once, and no read', async () => {
    let last = await version.counter();
    const expectCountedOnce = async () => {
      expect(await version.counter()).toBe(last + 1);
      last += 1;
    };
    const item = await createNews(t, admin, { publish_time: hoursFrom(t, -1) });
    await expectCountedOnce();

    await t.adminCall('get_news_list', admin, {}).expect(200);
    await t.publicCall('get_news_list', {}).expect(200);
    await t.publicCall('get_news_detail', { id: item.id }).expect(200);
    expect(await version.counter()).toBe(last);

    const img = await createImg(t, admin);
    await expectCountedOnce();
    await t.adminCall('change_img_status', admin, { id: img.id, status: 0 }).expect(200);
    await expectCountedOnce();
    await t.adminCall('del_news', admin, { id: item.id }).expect(200);
    await expectCountedOnce();
  });

  it('leaves the version and the public read cache alone on a refused admin call (400, 422, 409) and a delete of nothing', async () => {
    const item = await createNews(t, admin, { publish_time: hoursFrom(t, -1) });
    await t.publicCall('get_news_list', {}).expect(200);
    const stamp = await version.current();
    const listHits = async () =>
      (await t.app.get(Metrics).readCache.get()).values.find(
        ({ labels }) => labels.segment === 'lists' && labels.result === 'hit',
      )?.value ?? 0;
    const hitsBefore = await listHits();

    await t.adminCall('save_news', admin, { id: item.id, is_admin: true }).expect(422);
    await t.adminCall('save_news', admin, { title: 'x' }).set('lang', 'xx').expect(400);
    await t.adminCall('save_news', admin, { ...item, version: Number(item.version) + 5 }).expect(409);
    const none = await t.adminCall('del_news', admin, { id: 999_999 }).expect(200);
    expect(none.body.data).toEqual({ deleted: 0 });

    expect(await version.current()).toBe(stamp);
    await t.publicCall('get_news_list', {}).expect(200);
    expect(await listHits()).toBe(hitsBefore + 1);
  });

  it('changes the stamp when a scheduled item goes live, with no save', async () => {
    await createNews(t, admin, { publish_time: hoursFrom(t, 2) });
    const before = await version.current();
    t.clock.advance(3_600_000);
    expect(await version.current()).toBe(before);
    t.clock.advance(3_600_000);
    const live = await version.current();
    expect(live).not.toBe(before);
    t.clock.advance(3_600_000);
    expect(await version.current()).toBe(live);
  });
});
