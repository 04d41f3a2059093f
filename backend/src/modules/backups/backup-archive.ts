import { join } from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../../config/app-config';
import { dataSourceOptions } from '../../common/database/data-source-options';

/** `<format>` of every archive; `version` changes when the layout does. */
export const ARCHIVE_FORMAT = 'corp-site-backup';
export const ARCHIVE_VERSION = 1;

/**
 * A gzip-compressed tar: `tables/<table>.ndjson` (one row per line, see table-rows), `files/<storage key>` (every
 * uploaded file, picture variant and unfinished part), then `manifest.json`, written last because it holds the
 * checksums of everything before it.
 */
export interface BackupManifest {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  created_at: string;
  source: { database: 'sqlite' | 'mysql'; storage: 'local' | 's3' };
  /** The migrations the database had: a restore needs a release that knows all of them. */
  migrations: string[];
  tables: Array<{ name: string; rows: number; sha256: string }>;
  files: Array<{ key: string; size: number; sha256: string }>;
  /** Rebuilt from the other tables after a restore. */
  derived_tables: string[];
  /** Columns holding secrets (password and token hashes): store the archive as you would the database. */
  secret_columns: Record<string, string[]>;
}

export const MANIFEST_ENTRY = 'manifest.json';
export const tableEntry = (table: string) => `tables/${table}.ndjson`;
export const fileEntry = (key: string) => `files/${key}`;

/** Where archives made by the site itself are kept, in the upload storage; never part of an archive themselves. */
export const BACKUPS_FOLDER = 'backups';

/** Every entity of the app, found by file name: the backup tools run without booting the app's modules. */
const ENTITY_FILES = join(__dirname, '..', '..', '**', '*.entity.{js,ts}');

/** A connection of its own to the site's database (the backup's snapshot, the restore's writes). */
export function ownDataSource(config: AppConfig): DataSource {
  return new DataSource({
    ...dataSourceOptions(config.databaseUrl, config.databaseTimeoutMs),
    entities: [ENTITY_FILES],
  } as DataSourceOptions);
}
