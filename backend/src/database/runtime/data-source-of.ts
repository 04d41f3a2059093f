import type { DataSource } from 'typeorm';

/**
 * The DataSource behind an entity manager or a query runner. TypeORM 0.3 names it `connection`; 1.x names it
 * `dataSource` and keeps `connection` only as a deprecated alias (decision 018): this is the one place that reads it.
 */
export function dataSourceOf(holder: { readonly connection: DataSource }): DataSource {
  return holder.connection;
}
