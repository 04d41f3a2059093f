import type { Statement } from 'better-sqlite3';
import type { Pool } from 'mysql2';
import type { DataSource } from 'typeorm';
import type { MysqlDriver } from 'typeorm/driver/mysql/MysqlDriver';
import { sqliteConnection } from '../../src/database/sqlite-connection';

type Rows = unknown[];
type ExecuteCallback = (error: Error | null, rows?: Rows) => void;

/** The statements `fixedRead` and `batchedRead` run (database/raw-sql), which bypass TypeORM. */
export interface FixedReads {
  /** The spy on them: better-sqlite3's `Statement#all`, or mysql2's `Pool#execute`. */
  spy: jest.SpyInstance;
  /** [sql, parameters] of every statement run since the spy was last cleared. */
  calls(): Array<readonly [string, unknown[]]>;
  /** Runs each statement of text `sql` through `around` (which may delay or fail it), the others as they are. */
  around(sql: string, around: (run: () => Promise<Rows>) => Promise<Rows>): void;
}

export function spyOnFixedReads(dataSource: DataSource): FixedReads {
  const sqlite = sqliteConnection(dataSource);
  if (sqlite) {
    const prototype = Object.getPrototypeOf(sqlite.prepare('SELECT 1')) as Statement;
    const all = prototype.all;
    const spy = jest.spyOn(prototype, 'all');
    return {
      spy,
      calls: () => spy.mock.calls.map((args, i) => [(spy.mock.contexts[i] as Statement).source, args] as const),
      around: (sql, around) =>
        // A promise in place of the rows: fixedRead's reader is async and awaits what the statement answers.
        spy.mockImplementation(function (this: Statement, ...args: unknown[]) {
          const run = () => all.apply(this, args) as Rows;
          return (this.source === sql ? around(async () => run()) : run()) as Rows;
        }),
    };
  }
  const pool = (dataSource.driver as MysqlDriver).pool as Pool;
  type Query = string | { sql: string };
  const execute = pool.execute.bind(pool) as (query: Query, values: unknown, callback: ExecuteCallback) => void;
  // fixedRead passes its text with its timeout ({ sql, timeout }).
  const textOf = (query: unknown) => (typeof query === 'string' ? query : (query as { sql: string }).sql);
  const spy = jest.spyOn(pool, 'execute');
  return {
    spy,
    calls: () => spy.mock.calls.map(([query, values]) => [textOf(query), values as unknown[]] as const),
    around: (sql, around) =>
      spy.mockImplementation(((query: Query, values: unknown, callback: ExecuteCallback) => {
        const text = textOf(query);
        if (text !== sql) return execute(query, values, callback);
        const run = () =>
          new Promise<Rows>((resolve, reject) =>
            execute(query, values, (error, rows) => (error ? reject(error) : resolve(rows ?? []))),
          );
        around(run).then(
          (rows) => callback(null, rows),
          (error: Error) => callback(error),
        );
      }) as never),
  };
}
