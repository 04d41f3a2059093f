import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { DataSource } from 'typeorm';
import { sqliteConnection } from '../../database/sqlite-connection';
import { counterWriter, CounterRows, CounterWriter } from './counter-writes';

/** Concurrent writes of 60 × (one row +1, the next +2) over rows 1–3: every row ends at 60. */
const concurrentWrites = (writer: CounterWriter) =>
  Promise.all(
    Array.from({ length: 60 }, (_, i) =>
      writer.write([
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

async function newsTable(dataSource: DataSource): Promise<DataSource> {
  await dataSource.initialize();
  await dataSource.query('CREATE TABLE news (id INTEGER PRIMARY KEY, views INTEGER NOT NULL DEFAULT 0)');
  await dataSource.query('INSERT INTO news (id) VALUES (1), (2), (3)');
  return dataSource;
}

const viewsOf = async (dataSource: DataSource) =>
  ((await dataSource.query('SELECT views FROM news ORDER BY id')) as Array<{ views: number }>).map((row) =>
    Number(row.views),
  );

describe('counterWriter on in-memory SQLite (the event loop’s connection)', () => {
  let dataSource: DataSource;
  let writer: CounterWriter;
  beforeEach(async () => {
    dataSource = await newsTable(new DataSource({ type: 'better-sqlite3', database: ':memory:' }));
    writer = counterWriter(dataSource, 'news', 'views');
  });
  afterEach(async () => {
    await writer.close();
    await dataSource.destroy();
  });

  it('keeps every count of concurrent writes, each its own transaction (TypeORM shares one connection)', async () => {
    await concurrentWrites(writer);
    expect(await viewsOf(dataSource)).toEqual([60, 60, 60]);
  });

  it('waits for a transaction of the app open across turns, so its rollback loses no count', async () => {
    let written: Promise<void> = Promise.resolve();
    const save = dataSource.transaction(async (manager) => {
      await manager.query('UPDATE news SET views = 100 WHERE id = 3');
      written = writer.write([[1, 5]]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error('the save fails');
    });
    await expect(save).rejects.toThrow('the save fails');
    await written;
    expect(await viewsOf(dataSource)).toEqual([5, 0, 0]);
  });
});

describe('counterWriter on a SQLite file (the write thread)', () => {
  let dir: string;
  let dataSource: DataSource;
  let writer: CounterWriter;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'counter-writes-'));
    dataSource = await newsTable(new DataSource({ type: 'better-sqlite3', database: join(dir, 'db.sqlite') }));
    writer = counterWriter(dataSource, 'news', 'views');
  });
  afterEach(async () => {
    await writer.close();
    await dataSource.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes on another thread: the event loop runs no UPDATE, and reads see each write once it resolves', async () => {
    const eventLoop = jest.spyOn(sqliteConnection(dataSource) as Database, 'prepare');
    await concurrentWrites(writer);
    expect(await viewsOf(dataSource)).toEqual([60, 60, 60]);
    expect(eventLoop.mock.calls.filter(([sql]) => sql.startsWith('UPDATE'))).toEqual([]);
    eventLoop.mockRestore();
  });

  it('rolls back a write that fails part way, and says why', async () => {
    // Row 2's count is not a number: its UPDATE breaks the column's NOT NULL, after row 1's has run.
    await expect(writer.write(partWayFailing)).rejects.toThrow('NOT NULL');
    expect(await viewsOf(dataSource)).toEqual([0, 0, 0]);
  });

  it('finishes the writes sent before close, then writes on the event loop', async () => {
    const sent = concurrentWrites(writer);
    await writer.close();
    await sent;
    await writer.write([[1, 1]]);
    expect(await viewsOf(dataSource)).toEqual([61, 60, 60]);
  });
});

const mysqlUrl = process.env.TEST_MYSQL_URL;
(mysqlUrl ? describe : describe.skip)('counterWriter on MySQL (one statement per write)', () => {
  const table = `counter_writes_${process.pid}`;
  let dataSource: DataSource;
  let writer: CounterWriter;
  beforeAll(async () => {
    dataSource = await new DataSource({ type: 'mysql', url: mysqlUrl }).initialize();
    await dataSource.query(`CREATE TABLE ${table} (id INT PRIMARY KEY, views INT NOT NULL DEFAULT 0)`);
    await dataSource.query(`INSERT INTO ${table} (id) VALUES (1), (2), (3)`);
    writer = counterWriter(dataSource, table, 'views');
  });
  afterAll(async () => {
    await dataSource.query(`DROP TABLE IF EXISTS ${table}`);
    await dataSource.destroy();
  });

  it('adds each row its own count, concurrently, in one round trip per write', async () => {
    const query = jest.spyOn(dataSource, 'query');
    await concurrentWrites(writer);
    expect(query).toHaveBeenCalledTimes(60);
    query.mockRestore();
    const rows = (await dataSource.query(`SELECT views FROM ${table} ORDER BY id`)) as Array<{ views: number }>;
    expect(rows.map((row) => Number(row.views))).toEqual([60, 60, 60]);
  });
});
