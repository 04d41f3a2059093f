import type { Statement } from 'better-sqlite3';
import type { ExecuteValues, Pool } from 'mysql2';
import type { DataSource, ObjectLiteral, Repository } from 'typeorm';
import type { MysqlDriver } from 'typeorm/driver/mysql/MysqlDriver';
import { sqliteConnection } from './sqlite-connection';

/**
 * Plain SQL for the hot reads. TypeORM writes number parameters into SQLite's SQL as literals, so a query built per
 * id is a new statement to prepare on every request and pushes the prepared ones out of its statement cache; these
 * statements are fixed text with `?` parameters on both engines, prepared once.
 */

/** A time as the drivers store it: UTC text `YYYY-MM-DD HH:MM:SS.SSS` on SQLite, a Date (written in UTC) on MySQL. */
export function sqlTime(dataSource: DataSource, date: Date): Date | string {
  return dataSource.options.type === 'mysql' ? date : date.toISOString().replace('T', ' ').replace('Z', '');
}

/** A raw row of `repo`'s table as its entity, each column converted by the driver as TypeORM's own finds do. */
export function hydrate<E extends ObjectLiteral>(repo: Repository<E>, raw: Record<string, unknown>): E {
  const driver = repo.manager.connection.driver;
  const entity = repo.create();
  for (const column of repo.metadata.columns) {
    column.setEntityValue(entity, driver.prepareHydratedValue(raw[column.databaseName], column));
  }
  return entity;
}

/**
 * A read of fixed SQL text for the hottest paths, prepared once and run without TypeORM's per-query hooks (logging,
 * an event broadcast, timing, a statement-cache lookup). On SQLite a better-sqlite3 statement run directly (it is
 * synchronous). On MySQL mysql2's `execute` on TypeORM's pool: a server-side prepared statement per connection, so
 * neither side parses or escapes the SQL again on each run; the binary protocol reads times in the pool's UTC setting
 * as the text protocol does. Each was a tenth of a news detail's work on its engine.
 */
export function fixedRead<Row>(dataSource: DataSource, sql: string): (parameters: unknown[]) => Promise<Row[]> {
  const sqlite = sqliteConnection(dataSource);
  if (!sqlite) return (parameters) => mysqlExecute<Row>(dataSource, sql, parameters);
  // Prepared on first use: the tables exist only once migrations have run.
  let statement: Statement<unknown[], Row> | undefined;
  return async (parameters) => {
    statement ??= sqlite.prepare<unknown[], Row>(sql);
    return statement.all(...parameters);
  };
}

/** Reads whose SQL text is one of few made at run time (see batched-read): each text prepared once, as by fixedRead. */
export function preparedReads<Row>(dataSource: DataSource): (sql: string, parameters: unknown[]) => Promise<Row[]> {
  // mysql2 keeps each connection's prepared statements by text itself.
  if (!sqliteConnection(dataSource)) return (sql, parameters) => mysqlExecute<Row>(dataSource, sql, parameters);
  const reads = new Map<string, (parameters: unknown[]) => Promise<Row[]>>();
  return (sql, parameters) => {
    let read = reads.get(sql);
    if (!read) reads.set(sql, (read = fixedRead<Row>(dataSource, sql)));
    return read(parameters);
  };
}

/** mysql2's `execute` on TypeORM's pool: prepared once per connection, run in the binary protocol (see fixedRead). */
function mysqlExecute<Row>(dataSource: DataSource, sql: string, parameters: unknown[]): Promise<Row[]> {
  const { pool, options } = dataSource.driver as MysqlDriver;
  // The same per-statement timeout as TypeORM's queries (see dataSourceOptions).
  const timeout = options.maxQueryExecutionTime;
  return new Promise((resolve, reject) =>
    (pool as Pool).execute({ sql, timeout }, parameters as ExecuteValues[], (error, rows) =>
      error ? reject(error) : resolve(rows as Row[]),
    ),
  );
}
