import type { DataSource } from 'typeorm';

/**
 * Rows of a hand-written SELECT, on a query runner for reads: with TypeORM's `replication` option a replica's,
 * otherwise the one connection (SQLite) or a pooled one (MySQL), as `dataSource.query` would use.
 */
export async function readQuery<Row>(dataSource: DataSource, sql: string, parameters: unknown[] = []): Promise<Row[]> {
  const runner = dataSource.createQueryRunner('slave');
  try {
    return (await runner.query(sql, parameters)) as Row[];
  } finally {
    await runner.release();
  }
}
