import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { HitCounters } from '../src/modules/counters/hit-counters';
import { PublicView } from '../src/modules/preview/public-view';
import { createNews, hoursFrom } from './support/content-factories';
import { spyOnStatements, Statements } from './support/statements';
import { createTestApp, secondInstance, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

/** Stored counts (StoredCounts): read once per state of the counters, never answered from before a counter write. */
describe.each(testDatabases())('stored counts on %s', (kind) => {
  let t: TestApp;
  let other: NestExpressApplication;
  let admin: string;
  let statements: Statements;

  beforeAll(async () => {
    t = await createTestApp(kind);
    other = await secondInstance(t);
    admin = await t.login();
    statements = spyOnStatements(t.dataSource);
  });
  afterAll(async () => {
    statements.spy.mockRestore();
    await other.close();
    await t.close();
  });
  beforeEach(() => statements.spy.mockClear());

  /** Reads of the stored views this instance has run since the spy was cleared. */
  const viewReads = () => statements.calls().filter(([sql]) => /^SELECT id, views AS value FROM news\b/.test(sql));
  const listedViews = async () =>
    (await t.publicCall('get_news_list', { page: 1 }).expect(200)).body.data.list[0].views;
  const detailViews = async (id: number) =>
    (await t.publicCall('get_news_detail', { id }).expect(200)).body.data.views as number;
  const readOnOther = (id: number) =>
    request(other.getHttpServer())
      .post('/api/get_news_detail')
      .set('token', t.token())
      .set('lang', 'cn')
      .send({ id })
      .expect(200);

  it('reads the stored views once while no counter is written, and again once another instance writes its views', async () => {
    const item = await createNews(t, admin, { publish_time: hoursFrom(t, -1) });
    expect([await listedViews(), await listedViews(), await listedViews()]).toEqual([0, 0, 0]);
    expect(viewReads()).toHaveLength(1);

    await readOnOther(item.id);
    await readOnOther(item.id);
    // Counted on the other instance, not written yet: the table has not moved, nothing to read again.
    expect(await listedViews()).toBe(0);
    expect(viewReads()).toHaveLength(1);
    await other.get(HitCounters).flush();
    expect([await listedViews(), await listedViews()]).toEqual([2, 2]);
    expect(viewReads()).toHaveLength(2);
  });

  it("answers every view once across this instance's own writes, read or kept", async () => {
    const item = await createNews(t, admin, { publish_time: hoursFrom(t, -1) });
    const counters = t.app.get(HitCounters);
    const answers = [await detailViews(item.id), await detailViews(item.id)];
    await counters.flush();
    answers.push(await listedViews(), await detailViews(item.id), await listedViews());
    await counters.flush();
    answers.push(await detailViews(item.id), await listedViews());
    expect(answers).toEqual([1, 2, 2, 3, 3, 4, 4]);
  });

  it('keeps a count under the state it was read in until this instance writes that row', async () => {
    const item = await createNews(t, admin, { publish_time: hoursFrom(t, -1) });
    const store = t.app.get(HitCounters).stored('news', 'views');
    const seen = { stamp: 'a stamp of this test', counter: 0, counters: 0 };
    const viewing = (counters: number) => Object.assign(new PublicView(new Date()), { seen: { ...seen, counters } });
    const count = async () => (await store.of(t.dataSource.manager, [item.id], viewing(0))).get(item.id);
    expect(await count()).toBe(0);
    await t.dataSource.query('UPDATE news SET views = 5 WHERE id = ?', [item.id]);
    expect(await count()).toBe(0);
    expect(await store.of(t.dataSource.manager, [item.id], viewing(1))).toEqual(new Map([[item.id, 5]]));
    await t.dataSource.query('UPDATE news SET views = 6 WHERE id = ?', [item.id]);
    store.forget([item.id]);
    expect(await store.of(t.dataSource.manager, [item.id], viewing(1))).toEqual(new Map([[item.id, 6]]));
  });
});
