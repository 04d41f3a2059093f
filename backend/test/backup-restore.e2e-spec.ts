import { mkdtempSync, rmSync, createReadStream, createWriteStream, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { buffer } from 'node:stream/consumers';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { AppConfig, loadConfig } from '../src/config/app-config';
import { seedDemoContent } from '../src/seed/seed-demo';
import { type BackupManifest, ownDataSource } from '../src/modules/backups/backup-archive';
import { SystemClock } from '../src/common/clock';
import { migrateDatabase } from '../src/common/database/migrate-exclusively';
import { RestoreRefused, restoreBackup, verifyArchive } from '../src/modules/backups/restore-backup';
import { JobLeaseEntity } from '../src/modules/leases/job-lease.entity';
import { JobLeases } from '../src/modules/leases/job-leases';
import { ServerPresence } from '../src/modules/leases/server-presence';
import { ArchivedRow, copiedTables, readRows } from '../src/modules/backups/table-rows';
import { writeBackup } from '../src/modules/backups/write-backup';
import { ImageVariantsService } from '../src/modules/uploads/image-variants.service';
import { storageFor } from '../src/modules/uploads/storage/storage-for';
import { UploadStorage } from '../src/modules/uploads/storage/upload-storage';
import { TempFiles } from '../src/modules/uploads/temp-files';
import { S3TestServer, startS3Server } from './support/s3-server';
import { createTestApp, TestApp } from './support/test-app';
import { DatabaseKind, TestDatabase, createTestDatabase } from './support/test-database';
import { picture, sendPart, sha256, uploadPic } from './uploads-fixtures';

type StorageKind = 'local' | 's3';

type Site = [DatabaseKind, StorageKind];

/** Moves a site makes: within one engine and driver, and the way a site outgrows SQLite and one disk. */
function moves(): Array<[string, Site, Site]> {
  const list: Array<[string, Site, Site]> = [['sqlite/local → sqlite/s3', ['sqlite', 'local'], ['sqlite', 's3']]];
  if (process.env.TEST_MYSQL_URL) {
    list.push(['sqlite/local → mysql/s3', ['sqlite', 'local'], ['mysql', 's3']]);
    list.push(['mysql/s3 → mysql/local', ['mysql', 's3'], ['mysql', 'local']]);
  }
  return list;
}

/** An empty site (database, storage, scratch folder) the restore is pointed at, as its settings would. */
interface EmptySite {
  config: AppConfig;
  storage: UploadStorage;
  close(): Promise<void>;
}

async function emptySite([database, storage]: Site): Promise<EmptySite> {
  const db: TestDatabase = await createTestDatabase(database);
  const s3: S3TestServer | null = storage === 's3' ? await startS3Server() : null;
  const uploadDir = mkdtempSync(join(tmpdir(), 'restored-uploads-'));
  const config = loadConfig({ ...s3?.env, DATABASE_URL: db.url, UPLOAD_DIR: uploadDir });
  const driver = await storageFor(config);
  return {
    config,
    storage: driver,
    async close() {
      (driver as { onModuleDestroy?: () => void }).onModuleDestroy?.();
      await s3?.stop();
      await db.drop();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

/** Every copied table's rows and every stored object's sha256: what must be equal after a move. */
async function contentsOf(config: AppConfig, storage: UploadStorage) {
  const dataSource = await ownDataSource(config).initialize();
  const tables: Record<string, ArchivedRow[]> = {};
  try {
    const runner = dataSource.createQueryRunner();
    for (const table of await copiedTables(runner)) {
      tables[table] = [];
      for await (const row of readRows(runner, table)) tables[table].push(row);
    }
    await runner.release();
  } finally {
    await dataSource.destroy();
  }
  const files: Record<string, string> = {};
  for await (const { key } of storage.listAll()) files[key] = sha256(await buffer(await storage.openRead(key)));
  return { tables, files };
}

/** An archive's entries, in order, with their bytes. */
async function entriesOf(path: string): Promise<Array<{ name: string; data: Buffer }>> {
  const entries: Array<{ name: string; data: Buffer }> = [];
  const extract = tar.extract();
  extract.on('entry', (header, body, next) => {
    void buffer(body).then((data) => {
      entries.push({ name: header.name, data });
      next();
    });
  });
  await pipeline(createReadStream(path), createGunzip(), extract);
  return entries;
}

/**
 * A copy of the archive at `path` with `change` applied to its entries (the manifest excluded) and the manifest's
 * checksums made to match, as an attacker who knows the format would write it.
 */
async function rewrittenArchive(
  path: string,
  into: string,
  change: (entries: Array<{ name: string; data: Buffer }>, manifest: BackupManifest) => void,
): Promise<string> {
  const entries = await entriesOf(path);
  const manifest = JSON.parse(entries.pop()!.data.toString('utf8')) as BackupManifest;
  change(entries, manifest);
  const digest = new Map(entries.map(({ name, data }) => [name, sha256(data)]));
  for (const table of manifest.tables) table.sha256 = digest.get(`tables/${table.name}.ndjson`) ?? table.sha256;
  for (const file of manifest.files) file.sha256 = digest.get(`files/${file.key}`) ?? file.sha256;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(into));
  for (const { name, data } of [...entries, { name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest)) }]) {
    pack.entry({ name }, data);
  }
  pack.finalize();
  await written;
  return into;
}

jest.setTimeout(240_000);

describe.each(moves())('backup and restore: %s', (_label, from, to) => {
  /**
   * Rows as both engines hold them: MySQL/MariaDB keep whole seconds in DATETIME columns without precision (every
   * time column but the rate limiter's two), SQLite the milliseconds; across them, times compare to the second.
   */
  const comparable = (contents: Awaited<ReturnType<typeof contentsOf>>) => {
    if (from[0] === to[0] || to[0] === 'sqlite') return contents;
    return JSON.parse(
      JSON.stringify(contents, (_key, value: unknown) =>
        typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T[\d:]{8}\.\d{3}Z$/.test(value)
          ? value.replace(/\.\d{3}Z$/, '.000Z')
          : value,
      ),
    ) as typeof contents;
  };
  let source: TestApp;
  let scratch: string;
  let archive: string;

  beforeAll(async () => {
    // The demo content's hundreds of picture sizes are not made after its uploads nor after the restore (a minute of
    // encoding, and as many more objects to move): this suite is about moving rows and files, and the one size made
    // on request below moves like any file. image-variants.e2e-spec covers what a restore makes.
    jest.spyOn(ImageVariantsService.prototype, 'makeOffered').mockResolvedValue();
    source = await createTestApp(from[0], { storage: from[1] });
    await seedDemoContent(source.app);
    const token = await source.login();
    // A picture with a variant made, and a multi-part upload left half-way: all of it moves.
    const url = (await uploadPic(source, token, picture('png', 4096), 'extra.png').expect(200)).body.data as string;
    await source.http.get(url.replace(/\.png$/, '.w320.webp'));
    const init = await source.adminCall('upload_multi_init', token, {
      file_name: '半途.bin',
      file_size: 8,
      chunk_size: 4,
    });
    await sendPart(source, token, init.body.data.upload_id, 2, Buffer.from('5678')).expect(200);
    scratch = mkdtempSync(join(tmpdir(), 'backup-spec-'));
    archive = join(scratch, 'site.tar.gz');
    const sources = { config: source.config, storage: source.storage, temp: new TempFiles(source.config) };
    const manifest = await writeBackup(sources, createWriteStream(archive));
    expect(manifest.secret_columns).toMatchObject({ admins: ['password_hash'] });
    expect(manifest.tables.find((table) => table.name === 'news')?.rows).toBeGreaterThan(0);
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await source.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('restores every row and every file into an empty site, and refuses a non-empty one unless forced', async () => {
    const target = await emptySite(to);
    try {
      const sources = { config: target.config, storage: target.storage, temp: new TempFiles(target.config) };
      await restoreBackup(archive, sources);
      const expected = await contentsOf(source.config, source.storage);
      expect(Object.keys(expected.files).length).toBeGreaterThan(5);
      expect(Object.keys(expected.tables)).toContain('content_version');
      expect(comparable(await contentsOf(target.config, target.storage))).toEqual(comparable(expected));

      await expect(restoreBackup(archive, sources)).rejects.toThrow(RestoreRefused);
      await restoreBackup(archive, sources, { force: true });
      expect(comparable(await contentsOf(target.config, target.storage))).toEqual(comparable(expected));
    } finally {
      await target.close();
    }
  });

  it('changes nothing of a site when the archive is poisoned: an unsafe key, an unlisted entry, a bad row', async () => {
    const target = await emptySite(to);
    try {
      const sources = { config: target.config, storage: target.storage, temp: new TempFiles(target.config) };
      await restoreBackup(archive, sources);
      const before = await contentsOf(target.config, target.storage);
      const poisoned = {
        'an unsafe storage key': (entries: Array<{ name: string; data: Buffer }>, manifest: BackupManifest) => {
          entries.push({ name: 'files/../../outside.txt', data: Buffer.from('x') });
          manifest.files.push({ key: '../../outside.txt', size: 1, sha256: '' });
        },
        'a file the manifest does not list': (entries: Array<{ name: string; data: Buffer }>) => {
          entries.push({ name: 'files/2026/11/unlisted.png', data: Buffer.from('x') });
        },
        'a table name that is no name': (entries: Array<{ name: string; data: Buffer }>, manifest: BackupManifest) => {
          entries.unshift({ name: 'tables/news;drop.ndjson', data: Buffer.from('') });
          manifest.tables.push({ name: 'news;drop', rows: 0, sha256: '' });
        },
      };
      for (const [label, change] of Object.entries(poisoned)) {
        const path = await rewrittenArchive(archive, join(scratch, 'poisoned.tar.gz'), change);
        await expect({ label, refused: restoreBackup(path, sources, { force: true }) }.refused).rejects.toThrow(
          RestoreRefused,
        );
        expect({ label, after: comparable(await contentsOf(target.config, target.storage)) }).toEqual({
          label,
          after: comparable(before),
        });
      }
      // Valid as an archive, but the last table with rows fails to load (its first row twice: a duplicate key), after
      // every table before it was cleared and loaded.
      const lastTable = await rewrittenArchive(archive, join(scratch, 'bad-row.tar.gz'), (entries) => {
        const tables = entries.filter(({ name, data }) => name.startsWith('tables/') && data.length > 0);
        const last = tables[tables.length - 1];
        last.data = Buffer.concat([last.data, Buffer.from(`${last.data.toString('utf8').split('\n')[0]}\n`)]);
      });
      await expect(restoreBackup(lastTable, sources, { force: true })).rejects.toThrow();
      expect(comparable(await contentsOf(target.config, target.storage))).toEqual(comparable(before));
    } finally {
      await target.close();
    }
  });

  it('writes a copy of the site it replaces first, and that copy brings the site back', async () => {
    const target = await emptySite(to);
    try {
      const sources = { config: target.config, storage: target.storage, temp: new TempFiles(target.config) };
      const copyTo = join(scratch, `before-${Date.now()}.tar.gz`);
      expect((await restoreBackup(archive, sources, { copyTo })).copy).toBeNull();
      const before = await contentsOf(target.config, target.storage);
      const replaced = await restoreBackup(archive, sources, { force: true, copyTo });
      expect(replaced.copy).toBe(copyTo);
      await verifyArchive(copyTo);
      await restoreBackup(copyTo, sources, { force: true });
      expect(comparable(await contentsOf(target.config, target.storage))).toEqual(comparable(before));
    } finally {
      await target.close();
    }
  });

  it('refuses to run beside a server serving the target; told to, has it stop and waits, keeping new ones out', async () => {
    const target = await emptySite(to);
    await migrateDatabase(target.config);
    const dataSource = await ownDataSource(target.config).initialize();
    try {
      const sources = { config: target.config, storage: target.storage, temp: new TempFiles(target.config) };
      const leases = new JobLeases(dataSource.getRepository(JobLeaseEntity), new SystemClock());
      const server = new ServerPresence(leases);
      let stopped = false;
      await server.start(() => {
        stopped = true;
        void server.onModuleDestroy();
      }, 50);
      await expect(restoreBackup(archive, sources)).rejects.toThrow(
        /仍有 1 个服务器进程在使用目标数据库.*--stop-servers/,
      );
      expect(stopped).toBe(false);

      const starting = new ServerPresence(leases);
      let startedServing = false;
      // A server starting while the restore loads its tables waits for the restore to end before it serves.
      let loading!: () => void;
      const loadingTables = new Promise<void>((resolve) => (loading = resolve));
      const restored = restoreBackup(archive, sources, { stopServers: true, onProgress: () => loading() });
      await loadingTables;
      const waiting = starting.waitWhileRestoring(50).then(() => (startedServing = true));
      await restored;
      expect(stopped).toBe(true);
      await waiting;
      expect(startedServing).toBe(true);
      expect(await leases.live('')).toEqual([]);
    } finally {
      await dataSource.destroy();
      await target.close();
    }
  });

  it('refuses a damaged archive before touching the target', async () => {
    const damaged = join(scratch, 'damaged.tar.gz');
    const bytes = readFileSync(archive);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    writeFileSync(damaged, bytes);
    const target = await emptySite(to);
    try {
      const sources = { config: target.config, storage: target.storage, temp: new TempFiles(target.config) };
      await expect(restoreBackup(damaged, sources)).rejects.toThrow();
      expect((await contentsOf(target.config, target.storage)).files).toEqual({});
    } finally {
      await target.close();
    }
  });
});
