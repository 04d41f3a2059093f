import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { once } from 'node:events';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { QueryRunner } from 'typeorm';
import type { AppConfig } from '../../config/app-config';
import { ContentProbe } from '../uploads/content-probe';
import type { UploadStorage } from '../uploads/storage/upload-storage';
import type { TempFiles } from '../uploads/temp-files';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  BACKUPS_FOLDER,
  BackupManifest,
  MANIFEST_ENTRY,
  fileEntry,
  ownDataSource,
  tableEntry,
} from './backup-archive';
import { DERIVED_TABLES, SECRET_COLUMNS, copiedTables, isMysql, readRows } from './table-rows';

export interface BackupSources {
  config: AppConfig;
  storage: UploadStorage;
  temp: TempFiles;
}

/**
 * Writes the whole site (every table, every stored object) as one archive into `out`; answers its manifest.
 * Consistent while the site runs: the tables are read in one snapshot transaction on a connection of the backup's
 * own, and the objects are listed after it began. Stored objects are never changed in place (new content gets a
 * new key), so every file a snapshot row names is there to be copied.
 */
export async function writeBackup(sources: BackupSources, out: Writable): Promise<BackupManifest> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), out);
  // A failing output (full disk) must end the writing below rather than leave it waiting for a drain.
  written.catch((error: Error) => pack.destroy(error));
  const dataSource = await ownDataSource(sources.config).initialize();
  const manifest: BackupManifest = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    created_at: new Date().toISOString(),
    source: { database: isMysql(dataSource) ? 'mysql' : 'sqlite', storage: sources.config.storage.driver },
    migrations: [],
    tables: [],
    files: [],
    derived_tables: DERIVED_TABLES,
    secret_columns: { ...SECRET_COLUMNS },
  };
  try {
    const runner = dataSource.createQueryRunner();
    try {
      await beginSnapshot(runner);
      const migrations = (await runner.query('SELECT name FROM migrations ORDER BY id')) as Array<{ name: string }>;
      manifest.migrations = migrations.map(({ name }) => name);
      for (const table of await copiedTables(runner)) {
        manifest.tables.push(await packTable(pack, runner, table, sources.temp));
      }
      await runner.query('COMMIT');
    } finally {
      await runner.release();
    }
  } finally {
    await dataSource.destroy();
  }
  for await (const object of sources.storage.listAll()) {
    if (object.key.startsWith(`${BACKUPS_FOLDER}/`)) continue;
    const file = await packFile(pack, sources.storage, object.key, object.size);
    if (file) manifest.files.push(file);
  }
  await addEntry(pack, MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
  pack.finalize();
  await written;
  return manifest;
}

/** A read transaction that sees the database as it was when it began, whatever is written meanwhile. */
async function beginSnapshot(runner: QueryRunner): Promise<void> {
  if (isMysql(runner.dataSource)) {
    await runner.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    await runner.query('START TRANSACTION WITH CONSISTENT SNAPSHOT');
  } else {
    // SQLite (WAL): the snapshot is taken by the first read of a deferred transaction.
    await runner.query('BEGIN');
    await runner.query('SELECT COUNT(*) FROM sqlite_master');
  }
}

/** One table as NDJSON: written to a scratch file first, since a tar entry states its size up front. */
async function packTable(pack: tar.Pack, runner: QueryRunner, table: string, temp: TempFiles) {
  const scratch = temp.newPath();
  try {
    let rows = 0;
    const out = createWriteStream(scratch, { flags: 'wx' });
    for await (const row of readRows(runner, table)) {
      rows += 1;
      if (!out.write(`${JSON.stringify(row)}\n`)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');
    const { size } = await stat(scratch);
    const probe = new ContentProbe();
    await pipeline(createReadStream(scratch), probe, pack.entry({ name: tableEntry(table), size }));
    return { name: table, rows, sha256: probe.sha256() };
  } finally {
    await temp.remove(scratch);
  }
}

/** One stored object; null when it vanished since it was listed (an upload that failed and was removed). */
async function packFile(pack: tar.Pack, storage: UploadStorage, key: string, size: number) {
  let body: Readable;
  try {
    body = await storage.openRead(key);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const probe = new ContentProbe();
  await pipeline(body, probe, pack.entry({ name: fileEntry(key), size }));
  if (probe.size !== size) throw new Error(`${key}: ${probe.size} bytes read, ${size} listed`);
  return { key, size, sha256: probe.sha256() };
}

async function addEntry(pack: tar.Pack, name: string, content: Buffer): Promise<void> {
  await new Promise<void>((resolve, reject) =>
    pack.entry({ name }, content, (error) => (error ? reject(error) : resolve())),
  );
}
