import { startPrivateMariadb, type PrivateMariadb } from '../support/private-mariadb';
import { createTestApp, type TestApp } from '../support/test-app';
import { describeWithMariadb, sleep } from './fault-support';

/**
 * News saves while the database is killed under them: each save is one transaction (row, keyword index entry,
 * content version), so afterwards every item is either fully there (row and search entry) or absent, and every
 * save answered 0 is there and found by its keyword.
 */
const SAVES = 300;
const AT_ONCE = 10;
/** The app's statement timeout here: a statement sent to the killed server gives up within it. */
const DATABASE_TIMEOUT_MS = 1000;

describeWithMariadb('saves interrupted by a killed database', () => {
  let mariadb: PrivateMariadb;
  let t: TestApp;
  let admin: string;
  let killedAt = 0;

  beforeAll(async () => {
    mariadb = await startPrivateMariadb([]);
    t = await createTestApp('mysql', {
      mysqlServer: mariadb.url,
      env: { DATABASE_TIMEOUT_MS: String(DATABASE_TIMEOUT_MS) },
    });
    admin = await t.login();
  });

  afterAll(async () => {
    // Statements sent as the server died end only at their timeout (mysql2's timer), then are logged as slow: the
    // suite ends once they all have, not with their lines still to come.
    await sleep(Math.max(0, killedAt + DATABASE_TIMEOUT_MS + 500 - Date.now()));
    await t?.app.close();
    await mariadb?.stop();
  });

  it('leaves no item partly stored, and every save answered 0 fully stored and searchable', async () => {
    const answered = new Map<string, number>();
    let next = 0;
    const save = async () => {
      for (let n = next++; n < SAVES; n = next++) {
        const title = `原子保存第${n}号`;
        const res = await t.adminCall('save_news', admin, { title, summary: `摘要${n}`, status: 1 });
        answered.set(title, res.body.code);
      }
    };
    const saving = Promise.all(Array.from({ length: AT_ONCE }, save));
    while (answered.size < SAVES / 4) await sleep(5);
    await mariadb.kill();
    await saving;
    killedAt = Date.now();
    await mariadb.restart();

    const codes = [...answered.values()];
    const ok = [...answered].filter(([, code]) => code === 0).map(([title]) => title);
    console.warn(`atomic saves: ${ok.length} answered 0, ${codes.filter((code) => code === 503).length} answered 503`);
    expect(new Set(codes.filter((code) => code !== 0))).toEqual(new Set([503]));
    expect(ok.length).toBeGreaterThan(0);
    expect(ok.length).toBeLessThan(SAVES);

    const rows: Array<{ id: number; title: string; indexed: number | null }> = await t.dataSource.query(
      'SELECT n.id, n.title, s.id AS indexed FROM news n LEFT JOIN news_search s ON s.id = n.id',
    );
    const orphans: unknown[] = await t.dataSource.query(
      'SELECT s.id FROM news_search s LEFT JOIN news n ON n.id = s.id WHERE n.id IS NULL',
    );
    expect(rows.filter((row) => row.indexed === null)).toEqual([]);
    expect(orphans).toEqual([]);
    const stored = new Set(rows.map((row) => row.title));
    expect(ok.filter((title) => !stored.has(title))).toEqual([]);

    // Searchable through the API: each answered save is found by its own keyword (a sample, to keep it short).
    for (const title of ok.filter((_, index) => index % 20 === 0)) {
      const found = await t.adminCall('get_news_list', admin, { keyword: title.slice(4) });
      expect(found.body.data.list.map((item: { title: string }) => item.title)).toContain(title);
    }
  });
});
