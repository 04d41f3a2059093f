import type { DataSource, ObjectLiteral, Repository } from 'typeorm';

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
