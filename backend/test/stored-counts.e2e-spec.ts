import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { HitCounters } from '../src/modules/counters/hit-counters';
import { countCounterWrite } from '../src/common/cache/content-version';
import { ReadCache } from '../src/common/cache/read-cache';
import { publicCall } from './support/public-calls';
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
    const { answer } = publicCall();
    const viewing = (counters: number) => ({ seen: { ...seen, counters }, stale: false });
    const count = async () => (await store.of(t.dataSource.manager, [item.id], viewing(0), answer)).get(item.id);
    expect(await count()).toBe(0);
    await t.dataSource.query('UPDATE news SET views = 5 WHERE id = ?', [item.id]);
    expect(await count()).toBe(0);
    expect(await store.of(t.dataSource.manager, [item.id], viewing(1), answer)).toEqual(new Map([[item.id, 5]]));
    await t.dataSource.query('UPDATE news SET views = 6 WHERE id = ?', [item.id]);
    store.forget([item.id]);
    expect(await store.of(t.dataSource.manager, [item.id], viewing(1), answer)).toEqual(new Map([[item.id, 6]]));
  });

  it('counts as of what the read returned it saw: kept while that holds, read again once a read sees counters move', async () => {
    const item = await createNews(t, admin, { publish_time: hoursFrom(t, -1) });
    const store = t.app.get(HitCounters).stored('news', 'views');
    const cache = t.app.get(ReadCache);
    const { answer } = publicCall();
    const read = () => cache.read(`seen-by-counts|${item.id}`, async () => item.id, 'lists', answer);
    const countAfter = async (seen: Awaited<ReturnType<typeof read>>) =>
      (await store.of(t.dataSource.manager, [item.id], seen, answer)).get(item.id);

    const first = await read();
    expect(await countAfter(first)).toBe(0);
    // Written behind the counts' back (no counter write counted): what the first read saw still stands.
    await t.dataSource.query('UPDATE news SET views = 5 WHERE id = ?', [item.id]);
    expect(await countAfter(first)).toBe(0);
    // Another process's counter write: the next read sees it, and its counts are read again.
    await countCounterWrite(t.dataSource);
    const second = await read();
    expect(second.seen).not.toEqual(first.seen);
    expect(await countAfter(second)).toBe(5);
    // A read that saw nothing (a preview) reads afresh; one answered stale asks nothing.
    await t.dataSource.query('UPDATE news SET views = 6 WHERE id = ?', [item.id]);
    expect(await countAfter({ ...second, seen: null })).toBe(6);
    statements.spy.mockClear();
    expect(await countAfter({ ...second, seen: null, stale: true })).toBeUndefined();
    expect(viewReads()).toHaveLength(0);
  });
});
