import type { Database } from 'better-sqlite3';
import type { DataSource } from 'typeorm';
import { sqliteConnection } from '../../database/sqlite-connection';

/** Rows of a counter column and what to add to each: [id, count]. */
export type CounterRows = Array<[number, number]>;

/** Adds `count` to the counter of each row, all rows in one transaction. */
export type CounterWrite = (rows: CounterRows) => Promise<void>;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The transactional write of counted hits to `table`.`column`. On MySQL a TypeORM transaction (a pooled connection of
 * its own). On SQLite one synchronous better-sqlite3 transaction: nothing else can interleave with it, so concurrent
 * writes (a flush, and the direct writes of requests after `close`) cannot tangle TypeORM's shared savepoints, and a
 * chunk costs one prepared statement per row instead of TypeORM's asynchronous round per query.
 */
export function counterWrites(dataSource: DataSource, table: string, column: string): CounterWrite {
  const sql = `UPDATE ${table} SET ${column} = ${column} + ? WHERE id = ?`;
  const sqlite = sqliteConnection(dataSource);
  if (!sqlite) {
    return (rows) =>
      dataSource.transaction(async (manager) => {
        for (const [id, count] of rows) await manager.query(sql, [count, id]);
      });
  }
  // Prepared on first use: the table exists only once migrations have run.
  let writeAll: ((rows: CounterRows) => void) | undefined;
  return async (rows) => {
    // A TypeORM transaction of the app (a save) may be open on the shared connection across turns. Writing now would
    // put these counts inside it, to be lost if it rolls back; they wait until it has ended.
    while (sqlite.inTransaction) await nextTurn();
    writeAll ??= prepareWriteAll(sqlite, sql);
    writeAll(rows);
  };
}

function prepareWriteAll(sqlite: Database, sql: string): (rows: CounterRows) => void {
  const update = sqlite.prepare(sql);
  return sqlite.transaction((rows: CounterRows) => {
    for (const [id, count] of rows) update.run(count, id);
  });
}
