import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { DataSourceOptions } from 'typeorm';
import type { Logger as Pino } from 'pino';
import { QueryLog } from './query-log';
import { MysqlSessions } from './mysql-sessions';

/** Migrations are the compiled (or, under Jest, source) files named `<timestamp>-<name>` here. */
const MIGRATIONS = join(__dirname, '..', '..', 'database', 'migrations', '[0-9]*{.js,.ts}');

/**
 * The settings of the SQLite connection. WAL lets readers run while a write is in progress; foreign keys are off by
 * default in SQLite. In WAL mode synchronous NORMAL is SQLite's own advice: a commit no longer waits for an fsync
 * (better-sqlite3 waits on the event loop), and the database cannot be corrupted; a power cut may lose the last
 * commits, never a crash.
 */
const SQLITE_PRAGMAS = ['journal_mode = WAL', 'synchronous = NORMAL', 'foreign_keys = ON'];

/**
 * TypeORM's replication (DATABASE_REPLICA_URLS): the primary and the replicas as one mysql2 pool cluster. Every
 * statement goes to the primary unless it asks for a replica (`defaultMode: 'master'`): only public content reads do,
 * through ReplicaReads, which checks the replica has caught up. A replica whose connections fail three times running is
 * left out for the database timeout, then tried again (without `restoreNodeTimeout` mysql2 would drop it for good, the
 * primary too); `canRetry` off, since a retry of the primary would wait out the connect timeout again and a failed
 * replica read is taken over by the primary (ReplicaReads).
 */
function replication(databaseUrl: string, replicaUrls: string[], timeoutMs: number) {
  return {
    master: { url: databaseUrl },
    slaves: replicaUrls.map((url) => ({ url })),
    defaultMode: 'master' as const,
    canRetry: false,
    removeNodeErrorCount: 3,
    restoreNodeTimeout: timeoutMs,
  };
}

/**
 * TypeORM options from DATABASE_URL: `sqlite:<path>` (better-sqlite3, embedded) or
 * `mysql://user:pass@host:port/db` (mysql2, MySQL or MariaDB), with its read replicas when `replicaUrls` names some.
 * Same entities and migrations on both; the schema only ever changes through migrations (`synchronize` stays off).
 */
export function dataSourceOptions(
  databaseUrl: string,
  timeoutMs = 5000,
  replicaUrls: string[] = [],
  statementTimeoutMs: number | null = timeoutMs,
  log?: Pino,
): DataSourceOptions {
  const shared = {
    synchronize: false,
    migrationsRun: false,
    migrations: [MIGRATIONS],
    migrationsTransactionMode: 'each' as const,
    // Not 'error': TypeORM would log failing queries with their parameters, which may hold secrets.
    // Unexpected errors reach the exception filter, which logs them with the request id.
    logging: ['migration' as const, 'warn' as const],
    logger: new QueryLog(log),
    // TypeORM 1's rule now: a null or undefined where-value is an error, never a condition silently dropped
    // (`findOneBy({ id: undefined })` would answer the first row). Compare with null through IsNull().
    invalidWhereValuesBehavior: { null: 'throw' as const, undefined: 'throw' as const },
  };
  if (databaseUrl.startsWith('sqlite:')) {
    const file = databaseUrl.slice('sqlite:'.length);
    const database = file === ':memory:' ? file : resolve(file);
    if (database !== ':memory:') mkdirSync(dirname(database), { recursive: true });
    return {
      ...shared,
      type: 'better-sqlite3',
      // Handed over rather than left to TypeORM's own require(): TypeORM's peer range stops at better-sqlite3 12,
      // which aborts under Node 24 now and then, so npm installs our 13 beside the backend, out of TypeORM's
      // reach (decision 083).
      driver: BetterSqlite3,
      database,
      prepareDatabase: (db: { pragma(sql: string): unknown }) => {
        for (const pragma of SQLITE_PRAGMAS) db.pragma(pragma);
        // A write waits this long for another connection's lock (the write thread's) before it fails.
        db.pragma(`busy_timeout = ${timeoutMs}`);
      },
    };
  }
  return {
    ...shared,
    type: 'mysql',
    // Every session in UTC, and a connection whose statement timed out dropped (see MysqlSessions).
    subscribers: [MysqlSessions],
    ...(replicaUrls.length ? { replication: replication(databaseUrl, replicaUrls, timeoutMs) } : { url: databaseUrl }),
    charset: 'utf8mb4_unicode_ci',
    // Dates the app sends and reads are UTC whatever the server's time zone is (see MysqlSessions for
    // the times the database itself writes).
    timezone: 'Z',
    // BIGINT columns (file sizes) come back as numbers while they fit, not as strings.
    supportBigNumbers: true,
    bigNumberStrings: false,
    // A database that is down or frozen fails the call within timeoutMs (the exception filter answers 503) rather
    // than holding it: mysql2's connect timeout for new connections, its per-statement timeout (TypeORM passes
    // maxQueryExecutionTime as each query's `timeout` when enableQueryTimeout is set) for connections that stall.
    // Migrations ask for a statement timeout of their own, or none (null).
    connectTimeout: timeoutMs,
    ...(statementTimeoutMs === null ? {} : { enableQueryTimeout: true, maxQueryExecutionTime: statementTimeoutMs }),
  };
}
