import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { inWriteTransaction } from '../../common/database/write-transaction';
import { counterWriter, CounterRows, CounterWriter } from './counter-writes';

/** Concurrent writes of 60 × (one row +1, the next +2) over rows 1–3: every row ends at 60. */
const concurrentWrites = (write: CounterWriter) =>
  Promise.all(
    Array.from({ length: 60 }, (_, i) =>
      write([
        [(i % 3) + 1, 1],
        [((i + 1) % 3) + 1, 2],
      ]),
    ),
  );

/** Row 1 +1, then row 2 + NULL, which the NOT NULL column refuses. */
const partWayFailing = [
  [1, 1],
  [2, null],
] as unknown as CounterRows;

/** A SQLite database holding `news` (id, views) rows 1–3, in memory or in a file of its own. */
function sqliteDatabase(where: 'memory' | 'file') {
  let dir = '';
  return {
    open: async () => {
      if (where === 'file') dir = mkdtempSync(join(tmpdir(), 'counter-writes-'));
      const database = where === 'file' ? join(dir, 'db.sqlite') : ':memory:';
      const dataSource = await new DataSource({ type: 'better-sqlite3', database }).initialize();
      await dataSource.query('CREATE TABLE news (id INTEGER PRIMARY KEY, views INTEGER NOT NULL DEFAULT 0)');
      await dataSource.query('INSERT INTO news (id) VALUES (1), (2), (3)');
      return dataSource;
    },
    remove: () => dir && rmSync(dir, { recursive: true, force: true }),
  };
}

const viewsOf = async (dataSource: DataSource, table = 'news') =>
  ((await dataSource.query(`SELECT views FROM ${table} ORDER BY id`)) as Array<{ views: number }>).map((row) =>
    Number(row.views),
  );

describe.each(['memory', 'file'] as const)('counterWriter on SQLite (%s)', (where) => {
  const database = sqliteDatabase(where);
  let dataSource: DataSource;
  let write: CounterWriter;
  beforeEach(async () => {
    dataSource = await database.open();
    write = counterWriter(dataSource, 'news', 'views');
  });
  afterEach(async () => {
    await dataSource.destroy();
    database.remove();
  });

  it('keeps every count of concurrent writes', async () => {
    await concurrentWrites(write);
    expect(await viewsOf(dataSource)).toEqual([60, 60, 60]);
  });

  it('writes nothing of a write that fails part way, and says why', async () => {
    // Row 2's count is not a number: its part of the UPDATE breaks the column's NOT NULL, after row 1's.
    await expect(write(partWayFailing)).rejects.toThrow('NOT NULL');
    expect(await viewsOf(dataSource)).toEqual([0, 0, 0]);
  });

  it('waits for a transaction of the app open across turns (one write queue), so its rollback loses no count', async () => {
    let written: Promise<void> = Promise.resolve();
    const save = inWriteTransaction(dataSource, async (manager) => {
      await manager.query('UPDATE news SET views = 100 WHERE id = 3');
      written = write([[1, 5]]);
      // Turns of the event loop in which an unqueued counter write would have run inside this transaction.
      for (let turn = 0; turn < 5; turn++) await new Promise(setImmediate);
      throw new Error('the save fails');
    });
    await expect(save).rejects.toThrow('the save fails');
    await written;
    expect(await viewsOf(dataSource)).toEqual([5, 0, 0]);
  });
});

const mysqlUrl = process.env.TEST_MYSQL_URL;
(mysqlUrl ? describe : describe.skip)('counterWriter on MySQL', () => {
  const table = `counter_writes_${process.pid}`;
  let dataSource: DataSource;
  let write: CounterWriter;
  beforeAll(async () => {
    dataSource = await new DataSource({ type: 'mysql', url: mysqlUrl }).initialize();
    await dataSource.query(`CREATE TABLE ${table} (id INT PRIMARY KEY, views INT NOT NULL DEFAULT 0)`);
    write = counterWriter(dataSource, table, 'views');
  });
  beforeEach(async () => {
    await dataSource.query(`DELETE FROM ${table}`);
    await dataSource.query(`INSERT INTO ${table} (id) VALUES (1), (2), (3)`);
  });
  afterAll(async () => {
    await dataSource.query(`DROP TABLE IF EXISTS ${table}`);
    await dataSource.destroy();
  });

  it('adds each row its own count, concurrently', async () => {
    await concurrentWrites(write);
    expect(await viewsOf(dataSource, table)).toEqual([60, 60, 60]);
  });

  it('writes nothing of a write that fails part way, and says why', async () => {
    await expect(write(partWayFailing)).rejects.toThrow(/cannot be null/i);
    expect(await viewsOf(dataSource, table)).toEqual([0, 0, 0]);
  });
});
