import { startPrivateMariadb, type PrivateMariadb } from '../support/private-mariadb';
import { createNews } from '../support/content-factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { describeWithMariadb, expectAllUnavailable, sleep, timed, underLoad } from './fault-support';

/**
 * The server on a private MariaDB that is killed, then frozen (SIGSTOP), under 20 requests at once: every call that
 * needs the database answers a 503 envelope with Retry-After (never a 500, never a hang), health answers 503
 * within 1 s, an admin save says in Chinese that it was not done, and everything answers again once the database
 * is back, with no restart.
 */
const TIMEOUT_MS = 1000;

describeWithMariadb('a database outage under load', () => {
  let mariadb: PrivateMariadb;
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    mariadb = await startPrivateMariadb([]);
    t = await createTestApp('mysql', { mysqlServer: mariadb.url, env: { DATABASE_TIMEOUT_MS: String(TIMEOUT_MS) } });
    admin = await t.login();
    await createNews(t, admin, { title: '停机前的新闻' });
  });

  afterAll(async () => {
    mariadb?.thaw();
    await t?.app.close();
    await mariadb?.stop();
  });

  const health = () => t.http.get('/api/health');
  const detail = (id: number) => t.publicCall('get_news_detail', { id });
  const save = () => t.adminCall('save_news', admin, { title: '故障中的保存', content: '<p>x</p>', status: 1 });

  /** Polls until health answers 200; answers how long that took. */
  async function recovery(): Promise<number> {
    const start = performance.now();
    while ((await health()).status !== 200) {
      if (performance.now() - start > 30_000) throw new Error('no recovery within 30 s');
      await sleep(20);
    }
    return performance.now() - start;
  }

  async function expectServing(): Promise<void> {
    const list = await t.publicCall('get_news_list', {});
    expect(list.body.code).toBe(0);
    expect(list.body.data.list).toContainEqual(expect.objectContaining({ title: '停机前的新闻' }));
    const saved = await save();
    expect(saved.body.code).toBe(0);
  }

  it('killed: 503 envelopes with Retry-After, health 503 within 1 s, a save refused in Chinese; back without a restart', async () => {
    await expectServing();
    await mariadb.kill();

    const answers = await underLoad(20, 3, (index) => (index % 2 ? detail(index) : save()));
    expectAllUnavailable(answers);
    const probe = await timed(() => health());
    expect(probe.result.status).toBe(503);
    expect(probe.ms).toBeLessThan(1000);
    const refused = await save();
    expect(refused.body.msg).toBe('数据库暂时无法访问，本次操作未完成，请稍后重试');

    await mariadb.restart();
    const back = await recovery();
    console.warn(
      `killed database: health 503 in ${probe.ms.toFixed(0)} ms; serving ${back.toFixed(0)} ms after it accepts connections`,
    );
    expect(back).toBeLessThan(500);
    await expectServing();
  });

  it('frozen: calls answer 503 within the database timeout, health 503 within 1 s, all back once it runs again', async () => {
    await expectServing();
    mariadb.freeze();

    const load = timed(() => underLoad(20, 2, (index) => (index % 2 ? detail(index) : save())));
    await sleep(100);
    const probe = await timed(() => health());
    expect(probe.result.status).toBe(503);
    expect(probe.ms).toBeLessThan(1000);
    const { ms, result: answers } = await load;
    expectAllUnavailable(answers);
    // Each round waits for at most one connect or statement timeout, and the pool's queue for a second one.
    expect(ms / 2).toBeLessThan(3 * TIMEOUT_MS);

    mariadb.thaw();
    const back = await recovery();
    console.warn(
      `frozen database: health 503 in ${probe.ms.toFixed(0)} ms; 20 calls at once answered 503 in ${(ms / 2).toFixed(0)} ms a round; ` +
        `serving ${back.toFixed(0)} ms after it runs again`,
    );
    expect(back).toBeLessThan(500);
    await expectServing();
  });
});
