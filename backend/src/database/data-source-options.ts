import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { DataSourceOptions } from 'typeorm';

/** Migrations are the compiled (or, under Jest, source) files named `<timestamp>-<name>` here. */
const MIGRATIONS = join(__dirname, 'migrations', '[0-9]*{.js,.ts}');

/**
 * TypeORM options from DATABASE_URL: `sqlite:<path>` (better-sqlite3, embedded) or
 * `mysql://user:pass@host:port/db` (mysql2, MySQL or MariaDB). Same entities and migrations on both;
 * the schema only ever changes through migrations (`synchronize` stays off).
 */
export function dataSourceOptions(databaseUrl: string): DataSourceOptions {
  const shared = {
    synchronize: false,
    migrationsRun: false,
    migrations: [MIGRATIONS],
    migrationsTransactionMode: 'each' as const,
    // Not 'error': TypeORM would log failing queries with their parameters, which may hold secrets.
    // Unexpected errors reach the exception filter, which logs them with the request id.
    logging: ['migration' as const, 'warn' as const],
  };
  if (databaseUrl.startsWith('sqlite:')) {
    const file = databaseUrl.slice('sqlite:'.length);
    const database = file === ':memory:' ? file : resolve(file);
    if (database !== ':memory:') mkdirSync(dirname(database), { recursive: true });
    return {
      ...shared,
      type: 'better-sqlite3',
      database,
      // WAL lets readers run while a write is in progress; foreign keys are off by default in SQLite.
      prepareDatabase: (db: { pragma(sql: string): unknown }) => {
        db.pragma('journal_mode = WAL');
        db.pragma('foreign_keys = ON');
        db.pragma('busy_timeout = 5000');
      },
    };
  }
  return {
    ...shared,
    type: 'mysql',
    url: databaseUrl,
    charset: 'utf8mb4_unicode_ci',
    // Dates are stored and read as UTC whatever the server's time zone is.
    timezone: 'Z',
    // BIGINT columns (file sizes) come back as numbers while they fit, not as strings.
    supportBigNumbers: true,
    bigNumberStrings: false,
  };
}
