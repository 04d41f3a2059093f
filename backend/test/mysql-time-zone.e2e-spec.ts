import { createNews } from './support/content-factories';
import { MARIADBD, PrivateMariadb, startPrivateMariadb } from './support/private-mariadb';
import { createTestApp, TestApp } from './support/test-app';

const MINUTE = 60_000;

/** How far an ISO time from the API is from the database server's own UTC clock, in minutes. */
async function minutesFromServerUtc(t: TestApp, iso: string): Promise<number> {
  const [{ now }] = await t.dataSource.query('SELECT UTC_TIMESTAMP() AS now');
  return Math.abs(Date.parse(iso) - new Date(now).getTime()) / MINUTE;
}

// CI has mariadbd (REQUIRE_MYSQL=1 there makes its absence an error); elsewhere the spec says why it skips.
if (!MARIADBD && process.env.REQUIRE_MYSQL === '1') throw new Error('REQUIRE_MYSQL=1 but no mariadbd binary found');
const describeWithMariadbd = MARIADBD ? describe : describe.skip;
if (!MARIADBD) console.warn('mysql-time-zone: skipped, no mariadbd binary on this machine');

describeWithMariadbd('times on a MariaDB server whose time zone is +08:00', () => {
  let server: PrivateMariadb;
  let t: TestApp;

  beforeAll(async () => {
    server = await startPrivateMariadb(['--default-time-zone=+08:00']);
    t = await createTestApp('mysql', { mysqlServer: server.url, now: new Date().toISOString() });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await server?.stop();
  });

  it('runs every connection of the pool in UTC', async () => {
    const zones = await Promise.all(
      Array.from({ length: 4 }, () => t.dataSource.query('SELECT @@session.time_zone AS zone')),
    );
    expect(zones.map(([{ zone }]) => zone)).toEqual(Array(4).fill('+00:00'));
  });

  it('answers created_at and updated_at filled by the database in UTC', async () => {
    const token = await t.login();
    const news = await createNews(t, token);
    expect(await minutesFromServerUtc(t, news.created_at)).toBeLessThan(2);
    expect(await minutesFromServerUtc(t, news.updated_at)).toBeLessThan(2);
    const info = await t.adminCall('get_adm_info', token).expect(200);
    expect(await minutesFromServerUtc(t, info.body.data.created_at)).toBeLessThan(2);
  });

  it('stores times from the app clock as UTC', async () => {
    t.clock.set('2026-11-21T23:30:00.000Z');
    const token = await t.login();
    const info = await t.adminCall('get_adm_info', token).expect(200);
    expect(info.body.data.last_login_at).toBe('2026-11-21T23:30:00.000Z');
    const [{ stored }] = await t.dataSource.query(
      "SELECT DATE_FORMAT(last_login_at, '%Y-%m-%d %H:%i') AS stored FROM admins WHERE id = ?",
      [info.body.data.id],
    );
    expect(stored).toBe('2026-11-21 23:30');
  });
});
