import type { DataSource } from 'typeorm';

/**
 * A time as a parameter of hand-written SQL, in the form TypeORM stores datetime columns: UTC text
 * `YYYY-MM-DD HH:MM:SS.SSS` on SQLite (better-sqlite3 binds no Date), a Date (written in UTC) on MySQL.
 */
export function sqlTime(dataSource: DataSource, date: Date): Date | string {
  return dataSource.options.type === 'mysql' ? date : date.toISOString().replace('T', ' ').replace('Z', '');
}
