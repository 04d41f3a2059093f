import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SystemClock } from '../../common/clock';
import { HitCounters } from './hit-counters';

describe('HitCounters', () => {
  let dataSource: DataSource;
  let counters: HitCounters;
  let logged: jest.SpyInstance;
  beforeEach(async () => {
    logged = jest.spyOn(Logger, 'error').mockImplementation(() => undefined);
    dataSource = await new DataSource({ type: 'better-sqlite3', database: ':memory:' }).initialize();
    await dataSource.query('CREATE TABLE news (id INTEGER PRIMARY KEY, views INTEGER NOT NULL DEFAULT 0)');
    await dataSource.query(
      'CREATE TABLE downloads (id INTEGER PRIMARY KEY, download_count INTEGER NOT NULL DEFAULT 0)',
    );
    await dataSource.query('INSERT INTO news (id) VALUES (1), (2)');
    await dataSource.query('INSERT INTO downloads (id) VALUES (1)');
    await dataSource.query('CREATE TABLE content_version (id INTEGER PRIMARY KEY, version INTEGER, counters INTEGER)');
    await dataSource.query('INSERT INTO content_version VALUES (1, 0, 0)');
    counters = new HitCounters(dataSource, { viewDedupMinutes: 0 }, new SystemClock());
  });
  afterEach(async () => {
    await counters.beforeApplicationShutdown();
    await dataSource.destroy();
    logged.mockRestore();
  });

  const stored = async (table: string, column: string) =>
    ((await dataSource.query(`SELECT ${column} AS n FROM ${table} ORDER BY id`)) as Array<{ n: number }>).map(
      (row) => row.n,
    );

  it('answers one counter per column, whoever asks', () => {
    expect(counters.of('news', 'views')).toBe(counters.of('news', 'views'));
    expect(counters.of('news', 'views')).not.toBe(counters.of('downloads', 'download_count'));
  });

  const counterWrites = async () =>
    Number(((await dataSource.query('SELECT counters AS n FROM content_version')) as Array<{ n: number }>)[0].n);

  it('moves the shared count of counter writes on once per flush that wrote, and owes a move that fails until the next flush', async () => {
    const warned = jest.spyOn(Logger, 'warn').mockImplementation(() => undefined);
    const views = counters.of('news', 'views');
    // Three statements (64 rows each), one move.
    for (let id = 1; id <= 130; id++) await views.add(id);
    await counters.flush();
    expect(await counterWrites()).toBe(1);
    await counters.flush();
    expect(await counterWrites()).toBe(1);

    await dataSource.query('ALTER TABLE content_version RENAME TO moved_away');
    await views.add(2);
    await counters.flush();
    expect(await stored('news', 'views')).toEqual([1, 2]);
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('通知其他进程失败'), 'HitCounters');

    await dataSource.query('ALTER TABLE moved_away RENAME TO content_version');
    expect(await counterWrites()).toBe(1);
    await counters.flush();
    expect(await counterWrites()).toBe(2);
    await counters.flush();
    expect(await counterWrites()).toBe(2);
    warned.mockRestore();
  });

  it('writes every counter at shutdown, then writes later hits at once', async () => {
    const views = counters.of('news', 'views');
    const downloads = counters.of('downloads', 'download_count');
    for (const id of [1, 1, 2]) await views.add(id);
    await downloads.add(1);
    expect(await stored('news', 'views')).toEqual([0, 0]);

    await counters.beforeApplicationShutdown();
    expect(await stored('news', 'views')).toEqual([2, 1]);
    expect(await stored('downloads', 'download_count')).toEqual([1]);

    await views.add(2);
    expect(await stored('news', 'views')).toEqual([2, 2]);
  });

  it('writes the other counters when one fails, says which, and keeps its hits for the next flush', async () => {
    const missing = counters.of('no_such_table', 'hits');
    await missing.add(1);
    await counters.of('news', 'views').add(1);
    await counters.flush();
    expect(await stored('news', 'views')).toEqual([1, 0]);
    expect(missing.unwritten(1)).toBe(1);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('no_such_table.hits'));
  });
});
