import { ContentVersion } from '../src/common/cache/content-version';
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

  it('counts every admin save, delete and status change, and no read', async () => {
    // A write is counted in its own transaction and once more after it (ContentChangeInterceptor): at least once.
    let last = await version.counter();
    const expectCounted = async () => {
      const now = await version.counter();
      expect(now).toBeGreaterThan(last);
      last = now;
    };
    const item = await createNews(t, admin, { publish_time: hoursFrom(t, -1) });
    await expectCounted();

    await t.adminCall('get_news_list', admin, {}).expect(200);
    await t.publicCall('get_news_list', {}).expect(200);
    await t.publicCall('get_news_detail', { id: item.id }).expect(200);
    expect(await version.counter()).toBe(last);

    const img = await createImg(t, admin);
    await expectCounted();
    await t.adminCall('change_img_status', admin, { id: img.id, status: 0 }).expect(200);
    await expectCounted();
    await t.adminCall('del_news', admin, { id: item.id }).expect(200);
    await expectCounted();
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
