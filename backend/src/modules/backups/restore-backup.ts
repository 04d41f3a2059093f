import { IMAGE_VARIANT_MIMES } from '@site/contract';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { createInterface } from 'node:readline';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { In, type DataSource, type QueryRunner } from 'typeorm';
import { migrateDatabase } from '../../common/database/migrate-exclusively';
import { fillNewsSearch } from '../news/news-search-fill';
import { ContentProbe } from '../uploads/content-probe';
import { ImageVariantsService, VARIANT_SOURCE_MIMES } from '../uploads/image-variants.service';
import { UploadedFileEntity } from '../uploads/uploaded-file.entity';
import { isSafeKey } from '../uploads/storage/upload-storage';
import {
  ARCHIVE_FORMAT,
  BACKUPS_FOLDER,
  BackupManifest,
  fileEntry,
  MANIFEST_ENTRY,
  ownDataSource,
  tableEntry,
} from './backup-archive';
import { ArchivedRow, copiedTables, entityRowCount, insertRows, isMysql } from './table-rows';
import { SystemClock } from '../../common/clock';
import { JobLeaseEntity } from '../leases/job-lease.entity';
import { JobLeases } from '../leases/job-leases';
import { PRESENCE_TTL_MS, RESTORE_LEASE, SERVER_LEASE_PREFIX } from '../leases/server-presence';
import { clearFilesToAdd, noteFilesToAdd } from './restore-journal';
import { type BackupSources, writeBackup } from './write-backup';

/** Rows per INSERT: 50 rows of the widest table stay far below every engine's limit on bound parameters. */
const INSERT_ROWS = 50;

export class RestoreRefused extends Error {}

/** Calls `each` for every entry of the archive at `path`, in order, with the entry's bytes. */
async function forEachEntry(path: string, each: (name: string, body: Readable) => Promise<void>): Promise<void> {
  const extract = tar.extract();
  const done = pipeline(createReadStream(path), createGunzip(), extract);
  extract.on('entry', (header, entry, next) => {
    // tar-stream 3 hands a streamx stream: wrapped as a Node stream for pipeline() and readline.
    each(header.name, Readable.from(entry, { objectMode: false })).then(
      () => next(),
      (error: Error) => extract.destroy(error),
    );
  });
  await done;
}

/** The largest manifest read: a million files' entries fit well within it. */
const MANIFEST_MAX_BYTES = 256 * 1024 * 1024;
const TABLE_NAME = /^[a-z0-9_]+$/;

/**
 * Reads the whole archive and checks it before anything is changed: a manifest within MANIFEST_MAX_BYTES, every
 * entry one the manifest lists (no entry twice, none unlisted), every table name a table's, every storage key safe
 * and outside the backups folder, every checksum right. Answers the manifest.
 */
export async function verifyArchive(path: string): Promise<BackupManifest> {
  const digests = new Map<string, string>();
  let manifest: BackupManifest | undefined;
  await forEachEntry(path, async (name, body) => {
    if (digests.has(name) || (name === MANIFEST_ENTRY && manifest))
      throw new RestoreRefused(`备份文件中有重复的条目：${name}`);
    if (name === MANIFEST_ENTRY) {
      manifest = await readManifest(body);
      return;
    }
    const probe = new ContentProbe();
    // Only the digest is wanted: the bytes are read and dropped.
    await pipeline(body, probe, new Writable({ write: (_chunk, _encoding, done) => done() }));
    digests.set(name, probe.sha256());
  });
  if (manifest?.format !== ARCHIVE_FORMAT || !Array.isArray(manifest.tables) || !Array.isArray(manifest.files)) {
    throw new RestoreRefused('不是本站的备份文件（缺少 manifest.json）');
  }
  const unsafe = [
    ...manifest.tables.filter(({ name }) => !TABLE_NAME.test(String(name))).map(({ name }) => String(name)),
    ...manifest.files
      .filter(({ key }) => !isSafeKey(String(key)) || String(key).startsWith(`${BACKUPS_FOLDER}/`))
      .map(({ key }) => String(key)),
  ];
  if (unsafe.length > 0) throw new RestoreRefused(`备份文件中有不安全的名称：${unsafe.slice(0, 5).join('、')}`);
  const expected = new Map<string, string>([
    ...manifest.tables.map(({ name, sha256 }): [string, string] => [tableEntry(name), sha256]),
    ...manifest.files.map(({ key, sha256 }): [string, string] => [fileEntry(key), sha256]),
  ]);
  const unlisted = [...digests.keys()].filter((name) => !expected.has(name));
  if (unlisted.length > 0) throw new RestoreRefused(`备份文件中有清单未列出的条目：${unlisted.slice(0, 5).join('、')}`);
  const damaged = [...expected].filter(([name, sha256]) => digests.get(name) !== sha256).map(([name]) => name);
  if (damaged.length > 0) throw new RestoreRefused(`备份文件已损坏：${damaged.slice(0, 5).join('、')}`);
  return manifest;
}

async function readManifest(body: Readable): Promise<BackupManifest> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > MANIFEST_MAX_BYTES) throw new RestoreRefused('备份文件的清单过大');
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupManifest;
  } catch {
    throw new RestoreRefused('备份文件的清单不是有效的 JSON');
  }
}

export interface RestoreOptions {
  /** Replace a target that has rows or stored objects (refused otherwise). */
  force?: boolean;
  /** Ask the servers serving the target to stop, and wait for them, instead of refusing to run beside them. */
  stopServers?: boolean;
  /** Where to write a backup of the target as it is, before anything is changed (when it holds anything). */
  copyTo?: string;
  /** Told each step of a long restore, in words for the operator. */
  onProgress?: (step: string) => void;
}

/** How long a restore waits for the servers it asked to stop (their own stop takes up to STOP_GRACE_SECONDS). */
const SERVERS_STOP_WAIT_MS = 2 * 60 * 1000;
const SERVERS_POLL_MS = 1000;

/**
 * Loads an archive into the database and storage the settings name. The archive is checked whole first; the
 * target must be empty (no rows in the app's tables, no stored objects) unless `force`, which replaces it after
 * writing a copy of it to `copyTo`. No server may serve the target meanwhile: the restore refuses, or with
 * `stopServers` has them stop (ServerPresence) and keeps new ones from serving until it ends. The database gets this
 * release's migrations first; an archive from a newer release (a migration this one lacks) is refused. Every table is
 * cleared and loaded in one transaction, and files the target lacks are added beside its own, which are removed only
 * once that transaction has committed: a restore that fails leaves the rows and files as they were. Answers the
 * manifest and where the copy went (null: the target was empty).
 */
export async function restoreBackup(
  path: string,
  target: BackupSources,
  options: RestoreOptions = {},
): Promise<{ manifest: BackupManifest; copy: string | null }> {
  const manifest = await verifyArchive(path);
  await migrateDatabase(target.config);
  const dataSource = await ownDataSource(target.config).initialize();
  try {
    const known = new Set(dataSource.migrations.map((migration) => migration.name ?? migration.constructor.name));
    const unknown = manifest.migrations.filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new RestoreRefused(`备份来自更新的版本（未知的迁移：${unknown.join('、')}），请先升级`);
    }
    const leases = new JobLeases(dataSource.getRepository(JobLeaseEntity), new SystemClock());
    const serving = await leases.live(SERVER_LEASE_PREFIX);
    if (serving.length > 0 && !options.stopServers) {
      const names = serving.map(({ name }) => name.slice(SERVER_LEASE_PREFIX.length)).join('、');
      throw new RestoreRefused(
        `仍有 ${serving.length} 个服务器进程在使用目标数据库（${names}）：请先停止它们，或加 --stop-servers 让它们停下`,
      );
    }
    const holder = randomUUID();
    const other = await leases.take(RESTORE_LEASE, holder, PRESENCE_TTL_MS);
    if (other !== null) throw new RestoreRefused('另一个恢复正在进行');
    const copy = await leases.keepWhile(
      RESTORE_LEASE,
      holder,
      PRESENCE_TTL_MS,
      untilServersStopped(leases).then(() => restoreAlone(path, manifest, dataSource, target, options)),
    );
    await makeMissingVariants(dataSource, target);
    return { manifest, copy };
  } finally {
    await dataSource.destroy();
  }
}

/** Resolves once no serving process holds its lease (each stops when it sees the restore's). */
async function untilServersStopped(leases: JobLeases): Promise<void> {
  for (let waited = 0; (await leases.live(SERVER_LEASE_PREFIX)).length > 0; waited += SERVERS_POLL_MS) {
    if (waited >= SERVERS_STOP_WAIT_MS) throw new RestoreRefused('服务器进程在 2 分钟内没有停止，恢复未开始');
    await sleep(SERVERS_POLL_MS);
  }
}

/** The restore itself, with no server serving the target: answers where the copy of the target went. */
async function restoreAlone(
  path: string,
  manifest: BackupManifest,
  dataSource: DataSource,
  target: BackupSources,
  options: RestoreOptions,
): Promise<string | null> {
  const runner = dataSource.createQueryRunner();
  const mysql = isMysql(dataSource);
  // Tables are cleared and loaded in name order, not in the order their foreign keys would need.
  await runner.query(mysql ? 'SET FOREIGN_KEY_CHECKS = 0' : 'PRAGMA foreign_keys = OFF');
  try {
    const empty = await isEmpty(runner, target);
    if (!empty && !options.force) {
      throw new RestoreRefused('目标数据库或文件存储不是空的；确认要覆盖时加 --force');
    }
    let copy: string | null = null;
    if (!empty && options.copyTo) {
      options.onProgress?.(`备份恢复前的站点到 ${options.copyTo}`);
      await writeBackup(target, createWriteStream(options.copyTo, { flags: 'wx' }));
      copy = options.copyTo;
    }
    const lacking = await filesLacking(manifest, target);
    // Committed before the load's transaction: a restore killed from here on leaves the list of what it may have
    // added, which the next server start removes (restore-journal.ts).
    await noteFilesToAdd(runner.manager, [...lacking]);
    try {
      const added = await loadInOneTransaction(path, manifest, runner, target, lacking, options.onProgress);
      await removeObjectsBut(new Set([...manifest.files.map(({ key }) => key), ...added]), target);
    } finally {
      await clearFilesToAdd(runner.manager);
    }
    return copy;
  } finally {
    await runner.query(mysql ? 'SET FOREIGN_KEY_CHECKS = 1' : 'PRAGMA foreign_keys = ON');
    await runner.release();
  }
}

/** Clears and loads every table, and adds the files the target lacks; on failure, rolls back and removes them. */
async function loadInOneTransaction(
  path: string,
  manifest: BackupManifest,
  runner: QueryRunner,
  target: BackupSources,
  lacking: ReadonlySet<string>,
  onProgress: (step: string) => void = () => undefined,
): Promise<string[]> {
  const added: string[] = [];
  await runner.startTransaction();
  try {
    for (const table of await copiedTables(runner)) {
      await runner.query(`DELETE FROM ${runner.dataSource.driver.escape(table)}`);
    }
    await loadArchive(path, manifest, runner, target, lacking, added, onProgress);
    onProgress('重建新闻搜索索引');
    await fillNewsSearch((sql, parameters) => runner.query(sql, parameters), isMysql(runner.dataSource));
    await runner.commitTransaction();
    onProgress('数据已提交');
    return added;
  } catch (error) {
    await runner.rollbackTransaction();
    for (const key of added) await target.storage.delete(key).catch(() => undefined);
    throw error;
  }
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

async function isEmpty(runner: QueryRunner, target: BackupSources): Promise<boolean> {
  const firstObject = await storedObjects(target)[Symbol.asyncIterator]().next();
  return (await entityRowCount(runner)) === 0 && firstObject.done === true;
}

/** After the load has committed: the stored objects (backups aside) that the restored site does not have. */
async function removeObjectsBut(kept: ReadonlySet<string>, target: BackupSources): Promise<void> {
  const stale: string[] = [];
  for await (const object of storedObjects(target)) if (!kept.has(object.key)) stale.push(object.key);
  for (const key of stale) await target.storage.delete(key);
}

/**
 * The archive's files the target lacks: a file the target already holds with the archive's size is the same upload
 * (keys are random per upload) and is left as it is.
 */
async function filesLacking(manifest: BackupManifest, target: BackupSources): Promise<Set<string>> {
  const lacking = new Set<string>();
  for (const { key, size } of manifest.files) if ((await target.storage.stat(key))?.size !== size) lacking.add(key);
  return lacking;
}

/** The archive's tables into the open transaction, and the files the target `lacking` into storage (`added`). */
async function loadArchive(
  path: string,
  manifest: BackupManifest,
  runner: QueryRunner,
  target: BackupSources,
  lacking: ReadonlySet<string>,
  added: string[],
  onProgress: (step: string) => void,
): Promise<void> {
  const mimes = new Map<string, string>();
  let tables = 0;
  let files = 0;
  await forEachEntry(path, async (name, body) => {
    const table = /^tables\/([a-z0-9_]+)\.ndjson$/.exec(name)?.[1];
    const key = name.startsWith('files/') ? name.slice('files/'.length) : undefined;
    if (key && files++ % 100 === 0) onProgress(`文件 ${files}/${manifest.files.length}`);
    if (table) {
      onProgress(`载入数据表 ${table}（${++tables}/${manifest.tables.length}）`);
      await loadTable(runner, table, body);
      if (table === 'uploaded_files') {
        const rows = (await runner.query('SELECT stored_key, mime FROM uploaded_files')) as Array<{
          stored_key: string;
          mime: string;
        }>;
        for (const row of rows) mimes.set(row.stored_key, row.mime);
      }
    } else if (key && lacking.has(key)) {
      const scratch = target.temp.newPath();
      try {
        await pipeline(body, createWriteStream(scratch, { flags: 'wx' }));
        added.push(key);
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

/** One table's rows, in the caller's transaction. */
async function loadTable(runner: QueryRunner, table: string, body: Readable): Promise<void> {
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
}
