import type { EntityMetadata, FindOptionsSelect } from 'typeorm';

/**
 * A find's `select` naming every column of `metadata` but `omitted` (the large ones a list does not show), in the
 * object form TypeORM 1 takes (`{ id: true, … }`; the array form is gone).
 */
export function columnsExcept<E>(metadata: EntityMetadata, omitted: readonly string[]): FindOptionsSelect<E> {
  const kept = metadata.columns.map((column) => column.propertyName).filter((name) => !omitted.includes(name));
  return Object.fromEntries(kept.map((name) => [name, true])) as FindOptionsSelect<E>;
}
