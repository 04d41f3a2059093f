import type { QueryRunner, TableColumnOptions } from 'typeorm';

/**
 * Column builders for migrations, written with TypeORM's driver-neutral Table API so the same
 * migration creates the same schema on SQLite and MySQL/MariaDB.
 */
export const column = {
  id: (): TableColumnOptions => ({
    name: 'id',
    type: 'integer',
    isPrimary: true,
    isGenerated: true,
    generationStrategy: 'increment',
  }),
  /** Varchar up to 191 characters: the longest that can carry a unique index in utf8mb4 on MySQL. */
  string: (name: string, length = 191, options: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
    name,
    type: 'varchar',
    length: String(length),
    default: options.isNullable ? undefined : "''",
    ...options,
  }),
  /** Long text (rich HTML): TEXT on SQLite, MEDIUMTEXT (16 MiB) on MySQL. */
  text: (name: string, isMysql: boolean, options: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
    name,
    type: isMysql ? 'mediumtext' : 'text',
    isNullable: true,
    ...options,
  }),
  int: (
    name: string,
    defaultValue: number | null = 0,
    options: Partial<TableColumnOptions> = {},
  ): TableColumnOptions => ({
    name,
    type: 'integer',
    ...(defaultValue === null ? { isNullable: true } : { default: String(defaultValue) }),
    ...options,
  }),
  bigint: (name: string, defaultValue = 0): TableColumnOptions => ({
    name,
    type: 'bigint',
    default: String(defaultValue),
  }),
  datetime: (name: string, options: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
    name,
    type: 'datetime',
    isNullable: true,
    ...options,
  }),
  /** `created_at` and `updated_at`, filled by the database on insert. */
  timestamps: (): TableColumnOptions[] => [
    { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
    { name: 'updated_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
  ],
};

/** Whether a migration runs on MySQL/MariaDB. */
export function onMysql(queryRunner: QueryRunner): boolean {
  return queryRunner.dataSource.options.type === 'mysql';
}
