import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { BaiduPushItem, BaiduPushList } from '@site/contract';
import { BaiduPushEntity } from '../src/modules/baidu-push/baidu-push.entity';
import { BaiduPushSchedule } from '../src/modules/baidu-push/baidu-push-schedule';
import { NewsEntity } from '../src/modules/news/news.entity';
import { adminSave, newsFields } from './support/content-factories';
import { createTestApp, secondInstance, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

const SITE = 'https://www.example.cn';
const TOKEN = 'AbC123token';

/** What the stand-in for Baidu's push interface was sent. */
interface Push {
  query: URLSearchParams;
  urls: string[];
}

/** Answers Baidu would give: accepted with today's quota left, or refused with its error. */
const accepted = (body: object = {}) => ({ status: 200, body: { remain: 2998, success: 1, ...body } });
const refused = (status: number, message: string) => ({ status, body: { error: status, message } });

/** A stand-in for Baidu's push interface: records each push and answers from `answers` (accepted once they run out). */
async function baiduReceiver() {
  const pushes: Push[] = [];
  const answers: Array<{ status: number; body: object }> = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      pushes.push({ query: new URL(req.url ?? '/', 'http://x').searchParams, urls: body.split('\n') });
      const answer = answers.shift() ?? accepted();
      res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/urls`;
  return { url, pushes, answers, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Baidu's active push (issue 36): news pages that go live or change are pushed once, retried, and listed. */
describe.each(testDatabases())("Baidu's active push on %s", (kind) => {
  let t: TestApp;
  let token: string;
  let baidu: Awaited<ReturnType<typeof baiduReceiver>>;
  let schedule: BaiduPushSchedule;
  const others: NestExpressApplication[] = [];

  beforeEach(async () => {
    baidu = await baiduReceiver();
    t = await createTestApp(kind, {
      env: { SITE_URL: SITE, BAIDU_PUSH_TOKEN: TOKEN, BAIDU_PUSH_URL: baidu.url },
    });
    token = await t.login();
    schedule = t.app.get(BaiduPushSchedule);
    // The test runs the rounds itself, at the moments it chooses.
    schedule.stop();
  });
  afterEach(async () => {
    await Promise.all(others.splice(0).map((app) => app.close()));
    await t.close();
    await baidu.close();
  });

  const publish = (fields: Record<string, unknown> = {}) =>
    adminSave<{ id: number }>(
      t,
      'save_news',
      token,
      newsFields({ publish_time: t.clock.now().toISOString(), ...fields }),
    );
  const listed = async (body: object = {}) =>
    (await t.adminCall('get_baidu_push_list', token, body).expect(200)).body.data as BaiduPushList;
  const pushOf = async (url: string) => (await listed()).list.find((item) => item.url === url) as BaiduPushItem;
  /** Moves the news item's going live and last change, and the push queued for them, `ms` into the past. */
  async function movedBack(id: number, url: string, ms: number) {
    const news = t.dataSource.getRepository(NewsEntity);
    const { updated_at, publish_time } = await news.findOneByOrFail({ id });
    const earlier = (time: Date) => new Date(time.getTime() - ms);
    await news
      .createQueryBuilder()
      .update()
      .set({ updated_at: earlier(updated_at), publish_time: earlier(publish_time) })
      .where({ id })
      .execute();
    const pushes = t.dataSource.getRepository(BaiduPushEntity);
    const push = await pushes.findOneByOrFail({ url });
    await pushes.update(push.id, { changed_at: earlier(push.changed_at) });
  }

  it('pushes a page that goes live to Baidu with the site and token, once, and again when it changes', async () => {
    const news = await publish();
    const page = `${SITE}/detail/${news.id}`;
    expect(await schedule.round()).toEqual({ queued: 1, pushed: 1 });
    expect(baidu.pushes).toHaveLength(1);
    expect(baidu.pushes[0].urls).toEqual([page]);
    expect(Object.fromEntries(baidu.pushes[0].query)).toEqual({ site: SITE, token: TOKEN });
    expect(await pushOf(page)).toMatchObject({ state: 'sent', attempts: 1, answer: '成功，今日还可推送 2998 条' });

    // Nothing changed: nothing pushed.
    expect(await schedule.round()).toEqual({ queued: 0, pushed: 0 });
    expect(baidu.pushes).toHaveLength(1);

    // A change is pushed again. The database stamps updated_at, in whole seconds on some engines: the first save and
    // its push are moved two seconds into the past instead of waiting for the clock to tick.
    await movedBack(news.id, page, 2000);
    expect(await schedule.round()).toEqual({ queued: 0, pushed: 0 });
    await adminSave(t, 'save_news', token, { id: news.id, title: '改过的标题' });
    expect(await schedule.round()).toEqual({ queued: 1, pushed: 1 });
    expect(baidu.pushes.map((push) => push.urls)).toEqual([[page], [page]]);
    expect((await listed()).total).toBe(1);
  });

  it('pushes neither a draft nor a scheduled page before its time, and the scheduled one at its time', async () => {
    await publish({ status: 0 });
    const scheduled = await publish({ publish_time: new Date(t.clock.now().getTime() + 3600_000).toISOString() });
    expect(await schedule.round()).toEqual({ queued: 0, pushed: 0 });
    t.clock.advance(3600_000 + 1000);
    expect(await schedule.round()).toEqual({ queued: 1, pushed: 1 });
    expect(baidu.pushes.map((push) => push.urls)).toEqual([[`${SITE}/detail/${scheduled.id}`]]);
  });

  it('retries a refused push after a wait, says why meanwhile, and gives up after a day', async () => {
    const first = await publish();
    const page = `${SITE}/detail/${first.id}`;
    baidu.answers.push(refused(500, 'internal error'), refused(401, 'token is not valid'));
    await schedule.round();
    expect(await pushOf(page)).toMatchObject({
      state: 'pending',
      attempts: 1,
      answer: '百度返回 500：百度答复：internal error',
    });

    // Not due yet: no push.
    await schedule.round();
    expect(baidu.pushes).toHaveLength(1);
    t.clock.advance(30_000);
    await schedule.round();
    expect(baidu.pushes).toHaveLength(2);
    expect(await pushOf(page)).toMatchObject({
      state: 'pending',
      attempts: 2,
      answer: '百度返回 401：BAIDU_PUSH_TOKEN 无效',
    });
    t.clock.advance(60_000);
    await schedule.round();
    expect(await pushOf(page)).toMatchObject({ state: 'sent', attempts: 3 });

    // A page Baidu never accepts is given up on a day after its change.
    const second = await publish();
    baidu.answers.push(...Array.from({ length: 30 }, () => refused(503, '')));
    await schedule.round();
    t.clock.advance(25 * 3600_000);
    await schedule.round();
    const given = await pushOf(`${SITE}/detail/${second.id}`);
    expect(given).toMatchObject({ state: 'failed', attempts: 2, next_attempt_at: null });
    expect(given.answer).toBe('百度返回 503；一天内未能推送，已放弃');
    expect((await listed({ state: 'failed' })).list.map((item) => item.url)).toEqual([given.url]);
  });

  it('marks an address Baidu refuses as failed and the others of the push as sent', async () => {
    const good = await publish();
    const bad = await publish();
    baidu.answers.push(accepted({ success: 1, not_valid: [`${SITE}/detail/${bad.id}`] }));
    await schedule.round();
    expect(baidu.pushes[0].urls.sort()).toEqual([`${SITE}/detail/${bad.id}`, `${SITE}/detail/${good.id}`].sort());
    expect(await pushOf(`${SITE}/detail/${good.id}`)).toMatchObject({ state: 'sent' });
    expect(await pushOf(`${SITE}/detail/${bad.id}`)).toMatchObject({
      state: 'failed',
      answer: '百度认为它不是有效的网址',
    });
  });

  it('pushes each change once from two server processes running their rounds at the same moment', async () => {
    const second = await secondInstance(t);
    others.push(second);
    const otherSchedule = second.get(BaiduPushSchedule);
    otherSchedule.stop();
    const news = await Promise.all([publish(), publish(), publish()]);
    const rounds = await Promise.all([schedule.round(), otherSchedule.round(), schedule.round()]);
    await Promise.all([schedule.round(), otherSchedule.round()]);
    const pushed = baidu.pushes.flatMap((push) => push.urls).sort();
    expect(pushed).toEqual(news.map(({ id }) => `${SITE}/detail/${id}`).sort());
    expect(rounds.filter((round) => round === null).length).toBeGreaterThan(0);
  });

  it('lists nothing and pushes nothing without a token, and says it is not configured', async () => {
    const plain = await createTestApp(kind, { env: { SITE_URL: SITE, BAIDU_PUSH_URL: baidu.url } });
    try {
      const plainToken = await plain.login();
      await adminSave(plain, 'save_news', plainToken, newsFields({ publish_time: plain.clock.now().toISOString() }));
      expect(await plain.app.get(BaiduPushSchedule).round()).toEqual({ queued: 0, pushed: 0 });
      const list = (await plain.adminCall('get_baidu_push_list', plainToken).expect(200)).body.data as BaiduPushList;
      expect(list).toEqual({ list: [], total: 0, configured: false });
      expect(baidu.pushes).toEqual([]);
    } finally {
      await plain.close();
    }
    expect((await listed()).configured).toBe(true);
  });
});
