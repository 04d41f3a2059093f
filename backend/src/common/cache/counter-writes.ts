import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database } from 'better-sqlite3';
import type { DataSource } from 'typeorm';
import { sqliteConnection } from '../../database/sqlite-connection';
import { SqliteWriteThread } from '../../database/sqlite-write-thread';

/** Rows of a counter column and what to add to each: [id, count]. */
export type CounterRows = Array<[number, number]>;

/** Adds counts to the rows of one counter column, all rows of a `write` at once or none. */
export interface CounterWriter {
  write(rows: CounterRows): Promise<void>;
  /** Frees what the writer holds; later writes still work, the simplest way. */
  close(): Promise<void>;
}

/**
 * The writer of counted hits to `table`.`column`:
 * - MySQL: one UPDATE … CASE per write, atomic by itself and one round trip however many rows.
 * - A SQLite file: a write thread (SqliteWriteThread), so the writes and the checkpoints they set off leave the event
 *   loop; once it is closed or has failed, the event loop's own connection (below).
 * - In-memory SQLite: the event loop's connection.
 */
export function counterWriter(dataSource: DataSource, table: string, column: string): CounterWriter {
  const sqlite = sqliteConnection(dataSource);
  if (!sqlite) return { write: (rows) => writeInOneStatement(dataSource, table, column, rows), close: async () => {} };
  const sql = `UPDATE ${table} SET ${column} = ${column} + ? WHERE id = ?`;
  const onEventLoop = eventLoopWrites(sqlite, sql);
  const thread = SqliteWriteThread.open(dataSource);
  return {
    write: (rows) => (thread?.usable ? thread.run(sql, asRuns(rows)) : onEventLoop(rows)),
    close: async () => thread?.close(),
  };
}

function writeInOneStatement(dataSource: DataSource, table: string, column: string, rows: CounterRows): Promise<void> {
  const cases = rows.map(() => 'WHEN ? THEN ?').join(' ');
  const ids = rows.map(() => '?').join(', ');
  return dataSource.query(`UPDATE ${table} SET ${column} = ${column} + CASE id ${cases} END WHERE id IN (${ids})`, [
    ...rows.flat(),
    ...rows.map(([id]) => id),
  ]);
}

/** Parameters of `UPDATE … SET column = column + ? WHERE id = ?` for each row. */
const asRuns = (rows: CounterRows) => rows.map(([id, count]) => [count, id]);

/**
 * Writes on the app's own connection, in one synchronous better-sqlite3 transaction: TypeORM runs every query of the
 * app on this one connection, and its transactions started concurrently nest into each other's savepoints; nothing
 * can interleave with a synchronous one.
 */
function eventLoopWrites(sqlite: Database, sql: string): (rows: CounterRows) => Promise<void> {
  // Prepared on first use: the table exists only once migrations have run.
  let writeAll: ((rows: unknown[][]) => void) | undefined;
  return async (rows) => {
    // A TypeORM transaction of the app (a save) may be open on the connection across turns. Writing now would put
    // these counts inside it, to be lost if it rolls back; they wait until it has ended.
    while (sqlite.inTransaction) await nextTurn();
    if (!writeAll) {
      const update = sqlite.prepare(sql);
      writeAll = sqlite.transaction((runs: unknown[][]) => {
        for (const parameters of runs) update.run(...parameters);
      });
    }
    writeAll(asRuns(rows));
  };
}
