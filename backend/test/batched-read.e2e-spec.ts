import type { Pool } from 'mysql2';
import type { MysqlDriver } from 'typeorm/driver/mysql/MysqlDriver';
import { batchedRead, type Run } from '../src/database/batched-read';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

type Row = { value: number | string };

/** A run of one row holding `value` (shape "one") or of two rows, `value` and `value + 1` (shape "two"). */
const one = (value: number): Run => ({
  shape: 'one',
  sql: (place) => `SELECT ${place} AS run, ? AS value`,
  parameters: [value],
});
const two = (value: number): Run => ({
  shape: 'two',
  sql: (place) => `SELECT ${place} AS run, ? AS value UNION ALL SELECT ${place} AS run, ? AS value`,
  parameters: [value, value + 1],
});
const values = (rows: Row[]) => rows.map((row) => Number(row.value));

describe.each(testDatabases())('batched reads on %s', (kind) => {
  let t: TestApp;
  let executes: jest.SpyInstance | null = null;

  beforeAll(async () => {
    t = await createTestApp(kind);
    if (kind === 'mysql') executes = jest.spyOn((t.dataSource.driver as MysqlDriver).pool as Pool, 'execute');
  });
  afterAll(async () => {
    executes?.mockRestore();
    await t.close();
  });
  beforeEach(() => executes?.mockClear());

  it('answers every run its own rows when runs of two shapes are read at once, in any order', async () => {
    const read = batchedRead<Row>(t.dataSource);
    const answers = await Promise.all([two(10), one(20), two(30), one(40), one(50)].map((run) => read(run)));
    expect(answers.map(values)).toEqual([[10, 11], [20], [30, 31], [40], [50]]);
  });

  it('rejects every run of a batch whose statement fails, and reads on afterwards', async () => {
    const read = batchedRead<Row>(t.dataSource);
    const broken: Run = { shape: 'broken', sql: (place) => `SELECT ${place} AS run, no_such_column`, parameters: [] };
    const [good, bad] = await Promise.allSettled([read(one(1)), read(broken)]);
    expect(bad.status).toBe('rejected');
    // On MySQL the good run shared the failed statement; on SQLite it was a statement of its own.
    expect(good.status).toBe(kind === 'mysql' ? 'rejected' : 'fulfilled');
    expect(values(await read(one(2)))).toEqual([2]);
  });

  if (kind === 'mysql') {
    it('sends the runs begun in one turn as one statement, at most 16 in it, and later runs in another', async () => {
      const read = batchedRead<Row>(t.dataSource);
      const first = await Promise.all(Array.from({ length: 20 }, (_, i) => read(one(i))));
      expect(executes).toHaveBeenCalledTimes(2);
      expect(first.map(values)).toEqual(Array.from({ length: 20 }, (_, i) => [i]));

      executes?.mockClear();
      await read(one(1));
      await read(one(2));
      expect(executes).toHaveBeenCalledTimes(2);
    });
  }
});
