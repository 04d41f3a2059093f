import Database from 'better-sqlite3';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { Logger as Pino } from 'pino';
import type { AppConfig } from '../../config/app-config';
import { dataSourceOptions } from './data-source-options';

/** How long a starting process waits for another one's migrations before giving up. */
const LOCK_WAIT_SECONDS = 300;
const RETRY_MS = 100;

type Release = () => Promise<void>;

/**
 * The connection migrations run on: the primary only, and the statement timeout MIGRATION_TIMEOUT_MS (none by default)
 * instead of the requests' DATABASE_TIMEOUT_MS, which would fail an upgrade half-way at its first long statement and
 * stop a second process waiting on the start-up lock after a few seconds.
 */
export const migrationDataSourceOptions = (config: AppConfig, log?: Pino): DataSourceOptions =>
  dataSourceOptions(config.databaseUrl, config.databaseTimeoutMs, [], config.migrationTimeoutMs, log);

/** Brings the database named by the settings up to this release's schema, on a connection of its own (see above). */
export async function migrateDatabase(config: AppConfig, log?: Pino): Promise<void> {
  const dataSource = await new DataSource(migrationDataSourceOptions(config, log)).initialize();
  try {
    await migrateExclusively(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

/**
 * Runs the pending migrations while holding a lock on the database, so that several processes starting at
 * once never run one migration twice: the first migrates, the others wait, then find nothing pending.
 * MySQL/MariaDB: GET_LOCK, held by one connection (released by the server should the process die).
 * SQLite: an exclusive transaction on a lock file next to the database (released by the OS likewise).
 */
export async function migrateExclusively(dataSource: DataSource): Promise<void> {
  const release = dataSource.options.type === 'mysql' ? await lockMysql(dataSource) : await lockSqlite(dataSource);
  try {
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await release();
  }
}

async function lockMysql(dataSource: DataSource): Promise<Release> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  // GET_LOCK names are server-wide: one per database, at most 64 characters.
  const [{ name }] = (await runner.query("SELECT LEFT(CONCAT('migrations:', DATABASE()), 64) AS name")) as Array<{
    name: string;
  }>;
  const [{ got }] = (await runner.query('SELECT GET_LOCK(?, ?) AS got', [name, LOCK_WAIT_SECONDS])) as Array<{
    got: number | null;
  }>;
  if (Number(got) !== 1) {
    await runner.release();
    throw new Error(`等待数据库迁移锁超时（${LOCK_WAIT_SECONDS} 秒）：另一个进程正在迁移？`);
  }
  return async () => {
    await runner.query('SELECT RELEASE_LOCK(?)', [name]);
    await runner.release();
  };
}

async function lockSqlite(dataSource: DataSource): Promise<Release> {
  const file = String(dataSource.options.database);
  if (file === ':memory:') return async () => undefined;
  const lock = new Database(`${file}.migrate-lock`);
  // Polled without a busy timeout: a synchronous wait would stop this process's event loop.
  for (let waited = 0; ; waited += RETRY_MS) {
    try {
      lock.exec('BEGIN EXCLUSIVE');
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || waited >= LOCK_WAIT_SECONDS * 1000) {
        lock.close();
        throw error;
      }
      await sleep(RETRY_MS);
    }
  }
  return async () => {
    lock.exec('COMMIT');
    lock.close();
  };
}
