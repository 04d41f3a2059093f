import type { Database } from 'better-sqlite3';
import type { DataSource } from 'typeorm';

/**
 * The better-sqlite3 connection under a SQLite data source, or null on MySQL. TypeORM runs every query of the app on
 * this one connection (its SQLite driver has a single query runner), so TypeORM transactions started concurrently
 * nest into each other's savepoints; work that must be atomic on its own runs here synchronously instead.
 */
export function sqliteConnection(dataSource: DataSource): Database | null {
  if (dataSource.options.type !== 'better-sqlite3') return null;
  return (dataSource.driver as unknown as { databaseConnection: Database }).databaseConnection;
}
