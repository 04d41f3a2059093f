import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { buffer } from 'node:stream/consumers';
import { seedDemoContent } from '../../src/seed/seed-demo';
import { writeBackup } from '../../src/modules/backups/write-backup';
import { copiedTables, readRows } from '../../src/modules/backups/table-rows';
import { ImageVariantsService } from '../../src/modules/uploads/image-variants.service';
import { TempFiles } from '../../src/modules/uploads/temp-files';
import { startPrivateMariadb, type PrivateMariadb } from '../support/private-mariadb';
import { createTestApp, type TestApp } from '../support/test-app';
import { sha256 } from '../uploads-fixtures';
import { describeWithMariadb } from './fault-support';

const BACKUP_CLI = join(__dirname, '..', '..', 'dist', 'cli', 'backup-cli.js');
/** The restore is killed once it says it is loading this table (of about 30, in name order): well into the load. */
const KILLED_AT_TABLE = 'news';

/** Every copied table's rows and every stored object's digest: the site as a restore must leave it. */
async function siteOf(t: TestApp) {
  const runner = t.dataSource.createQueryRunner();
  const tables: Record<string, unknown[]> = {};
  try {
    for (const table of await copiedTables(runner)) {
      tables[table] = [];
      for await (const row of readRows(runner, table)) tables[table].push(row);
    }
  } finally {
    await runner.release();
  }
  const files: Record<string, string> = {};
  for await (const { key } of t.storage.listAll()) files[key] = sha256(await buffer(await t.storage.openRead(key)));
  return { tables, files };
}

/**
 * `npm run restore -- --force` killed (SIGKILL) half-way through loading the tables: it loads them in one
 * transaction, which the database rolls back when its connection dies, and adds no file the site already holds,
 * so the site is exactly as it was — the rows, and every stored file.
 */
describeWithMariadb('a restore killed half-way', () => {
  let mariadb: PrivateMariadb;
  let scratch: string;

  beforeAll(async () => {
    mariadb = await startPrivateMariadb([]);
    scratch = mkdtempSync(join(tmpdir(), 'restore-killed-'));
    // The demo's picture sizes are not needed to move rows and files (see backup-restore.e2e-spec).
    jest.spyOn(ImageVariantsService.prototype, 'makeOffered').mockResolvedValue();
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await mariadb?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it.each(['sqlite', 'mysql'] as const)('leaves the %s site exactly as it was', async (kind) => {
    expect(existsSync(BACKUP_CLI)).toBe(true);
    const t = await createTestApp(kind, kind === 'mysql' ? { mysqlServer: mariadb.url } : {});
    try {
      await seedDemoContent(t.app);
      const archive = join(scratch, `${kind}.tar.gz`);
      await writeBackup(
        { config: t.config, storage: t.storage, temp: new TempFiles(t.config) },
        createWriteStream(archive),
      );
      // The site moves on after its backup: a restore would take this back.
      const admin = await t.login();
      await t.adminCall('save_news', admin, { title: '备份之后写的新闻', status: 1 }).expect(200);
      const before = await siteOf(t);

      const restore = spawn(process.execPath, [BACKUP_CLI, 'restore', archive, '--force'], {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATABASE_URL: t.config.databaseUrl,
          UPLOAD_DIR: t.config.uploadDir,
          API_TOKEN_SECRET: t.config.apiTokenSecret,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const said: string[] = [];
      const complained = buffer(restore.stderr);
      let killed = false;
      for await (const line of createInterface({ input: restore.stdout })) {
        said.push(line);
        if (line.startsWith(`载入数据表 ${KILLED_AT_TABLE}`)) {
          killed = restore.kill('SIGKILL');
          break;
        }
      }
      await new Promise((resolve) => restore.once('exit', resolve));
      // Killed where it was told, not ended by a refusal (which stderr would say).
      expect({ killed, complained: (await complained).toString() }).toEqual({ killed: true, complained: '' });
      expect(said.some((line) => line.startsWith('备份恢复前的站点到'))).toBe(true);

      expect(await siteOf(t)).toEqual(before);
      const list = await t.adminCall('get_news_list', admin, { keyword: '备份之后写的新闻' }).expect(200);
      expect(list.body.data.total).toBe(1);
    } finally {
      await t.close();
    }
  });
});
