import type { DataSource, EntityMetadata, QueryRunner } from 'typeorm';

/** A row as it is archived: column name → JSON value (times as ISO 8601 strings in UTC), the same from every engine. */
export type ArchivedRow = Record<string, unknown>;

/** Kept by the target's own migrations, not copied. */
const MIGRATIONS_TABLE = 'migrations';

/** A column's metadata, by way of the package root (typeorm exports ColumnMetadata only from a deep path). */
type ColumnMetadata = EntityMetadata['columns'][number];

/**
 * Indexes derived from other tables in an engine's own shape (SQLite FTS5 with its shadow tables, a MariaDB
 * FULLTEXT table): rebuilt after a restore, never copied.
 */
export const DERIVED_TABLES = ['news_search'];
/** Columns that hold secrets (hashes of passwords and tokens, the server's own signing keys): marked in the manifest. */
export const SECRET_COLUMNS: Readonly<Record<string, string[]>> = {
  admins: ['password_hash'],
  access_tokens: ['token_hash'],
  server_key: ['secret'],
  webhook_endpoints: ['secret_sealed'],
};

const PAGE_ROWS = 1000;
const DATE_TYPES = new Set<unknown>(['datetime', 'timestamp', Date]);

export const isMysql = (dataSource: DataSource) => dataSource.options.type === 'mysql';

/**
 * Who holds which running work (a backup holds one while it copies), and which reader counted lately (hit_marks):
 * this site's processes', no other's.
 */
const RUNTIME_TABLES = ['job_leases', 'hit_marks', 'restore_added_files'];

const isCopied = (name: string) =>
  name !== MIGRATIONS_TABLE &&
  !RUNTIME_TABLES.includes(name) &&
  !DERIVED_TABLES.some((derived) => name === derived || name.startsWith(`${derived}_`));

/** The tables a backup copies, sorted: every base table but the migrations log and derived indexes. */
export async function copiedTables(runner: QueryRunner): Promise<string[]> {
  const rows = (await runner.query(
    isMysql(runner.dataSource)
      ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE'"
      : "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'",
  )) as Array<{ name: string }>;
  return rows
    .map(({ name }) => name)
    .filter(isCopied)
    .sort();
}

const entityOf = (dataSource: DataSource, table: string) =>
  dataSource.entityMetadatas.find((metadata) => metadata.tableName === table);

/**
 * Every row of `table`, a page at a time, on `runner` (inside the caller's snapshot transaction). Tables with an
 * entity are read through it, so each engine's own representation (SQLite's text times, MariaDB's DATETIME) comes
 * out as the same value; other tables (a one-row counter) are copied as their columns are.
 */
export async function* readRows(runner: QueryRunner, table: string): AsyncIterable<ArchivedRow> {
  const metadata = entityOf(runner.dataSource, table);
  const quoted = runner.dataSource.driver.escape(table);
  for (let offset = 0; ; offset += PAGE_ROWS) {
    let page: ArchivedRow[];
    if (metadata) {
      const builder = runner.manager.createQueryBuilder(metadata.target, 't');
      for (const column of metadata.primaryColumns) builder.addOrderBy(`t.${column.propertyPath}`, 'ASC');
      const entities = await builder.skip(offset).take(PAGE_ROWS).getMany();
      page = entities.map((entity) => archivedRow(metadata, entity as object));
    } else {
      const rows = (await runner.query(
        `SELECT * FROM ${quoted} ORDER BY 1 LIMIT ${PAGE_ROWS} OFFSET ${offset}`,
      )) as ArchivedRow[];
      page = rows.map(sqlTimes);
    }
    yield* page;
    if (page.length < PAGE_ROWS) return;
  }
}

/** A table without an entity: a time (MySQL gives Date objects) as the `YYYY-MM-DD HH:MM:SS.sss` both engines take. */
const sqlTimes = (row: ArchivedRow): ArchivedRow =>
  Object.fromEntries(
    Object.entries(row).map(([name, value]) => [
      name,
      value instanceof Date ? value.toISOString().replace('T', ' ').replace('Z', '') : value,
    ]),
  );

function archivedRow(metadata: EntityMetadata, entity: object): ArchivedRow {
  const row: ArchivedRow = {};
  for (const column of metadata.columns) {
    const value: unknown = column.getEntityValue(entity);
    row[column.databaseName] = value instanceof Date ? value.toISOString() : value;
  }
  return row;
}

/** Inserts archived rows into `table` on `runner`, as entities where there is one (times become dates again). */
export async function insertRows(runner: QueryRunner, table: string, rows: ArchivedRow[]): Promise<void> {
  if (rows.length === 0) return;
  const metadata = entityOf(runner.dataSource, table);
  if (metadata) {
    // SQLite keeps the milliseconds of every time; a MySQL DATETIME without precision keeps whole seconds, which
    // MariaDB truncates to and MySQL rounds to: truncated here, so both engines load the same value.
    const wholeSeconds = (column: ColumnMetadata) => isMysql(runner.dataSource) && !column.precision;
    const entities = rows.map((row) => {
      const entity = metadata.create() as object;
      for (const column of metadata.columns) {
        const value = row[column.databaseName];
        if (!DATE_TYPES.has(column.type) || typeof value !== 'string') {
          column.setEntityValue(entity, value);
          continue;
        }
        const time = new Date(value);
        if (wholeSeconds(column)) time.setUTCMilliseconds(0);
        column.setEntityValue(entity, time);
      }
      return entity;
    });
    await runner.manager
      .createQueryBuilder()
      .insert()
      .into(metadata.target)
      .values(entities)
      .updateEntity(false)
      .execute();
    return;
  }
  const escape = (name: string) => runner.dataSource.driver.escape(name);
  const columns = Object.keys(rows[0]);
  const placeholders = `(${columns.map(() => '?').join(', ')})`;
  await runner.query(
    `INSERT INTO ${escape(table)} (${columns.map(escape).join(', ')}) VALUES ${rows.map(() => placeholders).join(', ')}`,
    rows.flatMap((row) => columns.map((column) => row[column])),
  );
}

/**
 * Tables whose one row a migration inserts (the sign-in policy, as `content_version`'s counter, which has no entity):
 * present in every new site, so they do not make a target "not empty"; a restore replaces them like any other row.
 */
const STARTING_ROW_TABLES = ['auth_policy'];

/** Rows in the tables a restore would fill (the migrations' own starting rows aside). */
export async function entityRowCount(runner: QueryRunner): Promise<number> {
  let count = 0;
  for (const metadata of runner.dataSource.entityMetadatas) {
    if (STARTING_ROW_TABLES.includes(metadata.tableName) || RUNTIME_TABLES.includes(metadata.tableName)) continue;
    count += await runner.manager.createQueryBuilder(metadata.target, 't').getCount();
  }
  return count;
}
