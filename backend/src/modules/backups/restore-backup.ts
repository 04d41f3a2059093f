import { IMAGE_VARIANT_MIMES } from '@site/contract';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { In, type DataSource, type QueryRunner } from 'typeorm';
import { migrateExclusively } from '../../database/runtime/migrate-exclusively';
import { fillNewsSearch } from '../news/news-search-fill';
import { ContentProbe } from '../uploads/content-probe';
import { ImageVariantsService, VARIANT_SOURCE_MIMES } from '../uploads/image-variants.service';
import { UploadedFileEntity } from '../uploads/uploaded-file.entity';
import { ARCHIVE_FORMAT, BACKUPS_FOLDER, BackupManifest, MANIFEST_ENTRY, ownDataSource } from './backup-archive';
import type { BackupSources } from './write-backup';
import { ArchivedRow, copiedTables, entityRowCount, insertRows, isMysql } from './table-rows';
import { dataSourceOf } from '../../database/runtime/data-source-of';

/** Rows per INSERT: 50 rows of the widest table stay far below every engine's limit on bound parameters. */
const INSERT_ROWS = 50;

export class RestoreRefused extends Error {}

/** Calls `each` for every entry of the archive at `path`, in order, with the entry's bytes. */
async function forEachEntry(path: string, each: (name: string, body: Readable) => Promise<void>): Promise<void> {
  const extract = tar.extract();
  const done = pipeline(createReadStream(path), createGunzip(), extract);
  extract.on('entry', (header, body, next) => {
    each(header.name, body).then(
      () => next(),
      (error: Error) => extract.destroy(error),
    );
  });
  await done;
}

/** Reads the whole archive and checks every table and file against the manifest; answers the manifest. */
export async function verifyArchive(path: string): Promise<BackupManifest> {
  const digests = new Map<string, string>();
  let manifest: BackupManifest | undefined;
  await forEachEntry(path, async (name, body) => {
    if (name === MANIFEST_ENTRY) {
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupManifest;
      return;
    }
    const probe = new ContentProbe();
    // Only the digest is wanted: the bytes are read and dropped.
    await pipeline(body, probe, new Writable({ write: (_chunk, _encoding, done) => done() }));
    digests.set(name, probe.sha256());
  });
  if (manifest?.format !== ARCHIVE_FORMAT) throw new RestoreRefused('不是本站的备份文件（缺少 manifest.json）');
  const expected = [
    ...manifest.tables.map(({ name, sha256 }) => [`tables/${name}.ndjson`, sha256]),
    ...manifest.files.map(({ key, sha256 }) => [`files/${key}`, sha256]),
  ];
  const damaged = expected.filter(([name, sha256]) => digests.get(name) !== sha256).map(([name]) => name);
  if (damaged.length > 0) throw new RestoreRefused(`备份文件已损坏：${damaged.slice(0, 5).join('、')}`);
  return manifest;
}

/**
 * Loads an archive into the database and storage the settings name. The archive is checked whole first; the
 * target must be empty (no rows in the app's tables, no stored objects) unless `force`, which clears it. The
 * database gets this release's migrations first; an archive from a newer release (a migration this one lacks)
 * is refused. Run it while no server uses the target.
 */
export async function restoreBackup(
  path: string,
  target: BackupSources,
  options: { force?: boolean } = {},
): Promise<BackupManifest> {
  const manifest = await verifyArchive(path);
  const dataSource = await ownDataSource(target.config).initialize();
  try {
    await migrateExclusively(dataSource);
    const known = new Set(dataSource.migrations.map((migration) => migration.name ?? migration.constructor.name));
    const unknown = manifest.migrations.filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new RestoreRefused(`备份来自更新的版本（未知的迁移：${unknown.join('、')}），请先升级`);
    }
    const runner = dataSource.createQueryRunner();
    const mysql = isMysql(dataSource);
    // Tables are cleared and loaded in name order, not in the order their foreign keys would need.
    await runner.query(mysql ? 'SET FOREIGN_KEY_CHECKS = 0' : 'PRAGMA foreign_keys = OFF');
    try {
      await prepareTarget(runner, target, options.force ?? false);
      await loadArchive(path, runner, target);
      await fillNewsSearch((sql, parameters) => runner.query(sql, parameters), mysql);
    } finally {
      await runner.query(mysql ? 'SET FOREIGN_KEY_CHECKS = 1' : 'PRAGMA foreign_keys = ON');
      await runner.release();
    }
    await makeMissingVariants(dataSource, target);
  } finally {
    await dataSource.destroy();
  }
  return manifest;
}

/**
 * Pictures whose sizes the archive lacks (one written before they were made at upload, or while they were being
 * made) get them now, so the restored site serves every size from storage (and from a CDN in front of it).
 */
async function makeMissingVariants(dataSource: DataSource, target: BackupSources): Promise<void> {
  const files = dataSource.getRepository(UploadedFileEntity);
  const variants = new ImageVariantsService(files, target.storage, target.temp);
  for (const picture of await files.findBy({ mime: In(VARIANT_SOURCE_MIMES) })) await variants.makeOffered(picture);
}

async function* storedObjects(target: BackupSources) {
  for await (const object of target.storage.listAll()) {
    if (!object.key.startsWith(`${BACKUPS_FOLDER}/`)) yield object;
  }
}

async function prepareTarget(runner: QueryRunner, target: BackupSources, force: boolean): Promise<void> {
  const rows = await entityRowCount(runner);
  const firstObject = await storedObjects(target)[Symbol.asyncIterator]().next();
  if (!force && (rows > 0 || !firstObject.done)) {
    throw new RestoreRefused('目标数据库或文件存储不是空的；确认要覆盖时加 --force');
  }
  for (const table of await copiedTables(runner))
    await runner.query(`DELETE FROM ${dataSourceOf(runner).driver.escape(table)}`);
  for await (const object of storedObjects(target)) await target.storage.delete(object.key);
}

async function loadArchive(path: string, runner: QueryRunner, target: BackupSources): Promise<void> {
  const mimes = new Map<string, string>();
  await forEachEntry(path, async (name, body) => {
    const table = /^tables\/([a-z0-9_]+)\.ndjson$/.exec(name)?.[1];
    const key = name.startsWith('files/') ? name.slice('files/'.length) : undefined;
    if (table) {
      await loadTable(runner, table, body);
      if (table === 'uploaded_files') {
        const rows = (await runner.query('SELECT stored_key, mime FROM uploaded_files')) as Array<{
          stored_key: string;
          mime: string;
        }>;
        for (const row of rows) mimes.set(row.stored_key, row.mime);
      }
    } else if (key) {
      const scratch = target.temp.newPath();
      try {
        await pipeline(body, createWriteStream(scratch, { flags: 'wx' }));
        await target.storage.putFile(key, scratch, mimes.get(key) ?? variantMime(key));
      } finally {
        await target.temp.remove(scratch);
      }
    } else {
      body.resume();
    }
  });
}

const variantMime = (key: string) =>
  Object.entries(IMAGE_VARIANT_MIMES).find(([format]) => key.endsWith(`.${format}`))?.[1];

/** One table's rows, in one transaction. */
async function loadTable(runner: QueryRunner, table: string, body: Readable): Promise<void> {
  await runner.startTransaction();
  try {
    let batch: ArchivedRow[] = [];
    for await (const line of createInterface({ input: body, crlfDelay: Infinity })) {
      if (!line) continue;
      batch.push(JSON.parse(line) as ArchivedRow);
      if (batch.length === INSERT_ROWS) {
        await insertRows(runner, table, batch);
        batch = [];
      }
    }
    await insertRows(runner, table, batch);
    await runner.commitTransaction();
  } catch (error) {
    await runner.rollbackTransaction();
    throw error;
  }
}
