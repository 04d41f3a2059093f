import type { DataSource, QueryRunner } from 'typeorm';
import { inWriteQueue } from '../../common/database/write-transaction';

/** Rows of a counter column and what to add to each: [id, count]. */
export type CounterRows = Array<[number, number]>;

/** Adds counts to the rows of one counter column, all rows of a write at once or none. */
export type CounterWriter = (rows: CounterRows) => Promise<void>;

/**
 * The writer of counted hits to `table`.`column`: one `UPDATE … CASE id …` per write on both engines, so a write is
 * one round trip however many rows it holds, and atomic by itself: a statement that fails part way writes nothing.
 * `committed`, when given, hears of each write's rows the moment it has committed (see StoredCounts).
 */
export function counterWriter(
  dataSource: DataSource,
  table: string,
  column: string,
  committed?: (ids: number[]) => void,
): CounterWriter {
  return async (rows) => {
    const cases = rows.map(() => 'WHEN ? THEN ?').join(' ');
    const ids = rows.map(() => '?').join(', ');
    await outsideTransactions(dataSource, async (runner) => {
      await runner.query(`UPDATE ${table} SET ${column} = ${column} + CASE id ${cases} END WHERE id IN (${ids})`, [
        ...rows.flat(),
        ...rows.map(([id]) => id),
      ]);
      committed?.(rows.map(([id]) => id));
    });
  };
}

/**
 * `work` on a runner of its own, in the app's write queue (see inWriteQueue): on SQLite, where every statement shares
 * one connection, never inside a transaction of the app (a save), which would take it along should it roll back.
 */
export function outsideTransactions(
  dataSource: DataSource,
  work: (runner: QueryRunner) => Promise<void>,
): Promise<void> {
  return inWriteQueue(dataSource, async () => {
    const runner = dataSource.createQueryRunner('master');
    try {
      await work(runner);
    } finally {
      await runner.release();
    }
  });
}
