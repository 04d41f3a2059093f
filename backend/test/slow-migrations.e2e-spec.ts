import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import { AppConfig, loadConfig } from '../src/config/app-config';
import { dataSourceOptions } from '../src/common/database/data-source-options';
import { migrateExclusively, migrationDataSourceOptions } from '../src/common/database/migrate-exclusively';
import { createTestDatabase, TestDatabase, testDatabases } from './support/test-database';

/** The requests' statement timeout in this spec: the slow migration below takes four times as long. */
const DATABASE_TIMEOUT_MS = 500;
const MIGRATION_MS = 4 * DATABASE_TIMEOUT_MS;

/** An upgrade's long statement (an ALTER of a big table, say): MIGRATION_MS in one statement on MySQL. */
class SlowMigration1900000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.dataSource.options.type === 'mysql')
      await queryRunner.query(`SELECT SLEEP(${MIGRATION_MS / 1000})`);
    else await sleep(MIGRATION_MS);
    await queryRunner.query('CREATE TABLE slow_migration_runs (id INTEGER PRIMARY KEY)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE slow_migration_runs');
  }
}

/** Issue 34: migrations and the start-up lock do not carry the requests' DATABASE_TIMEOUT_MS. */
describe.each(testDatabases())('a long migration on %s', (kind) => {
  let database: TestDatabase;
  let uploadDir: string;
  let config: AppConfig;
  const opened: DataSource[] = [];

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    uploadDir = mkdtempSync(join(tmpdir(), 'site-uploads-'));
    config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      UPLOAD_DIR: uploadDir,
      DATABASE_TIMEOUT_MS: String(DATABASE_TIMEOUT_MS),
    });
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((dataSource) => dataSource.destroy()));
    await database.drop();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const withSlowMigration = async (options = migrationDataSourceOptions(config)) => {
    const dataSource = await new DataSource({ ...options, migrations: [SlowMigration1900000000000] }).initialize();
    opened.push(dataSource);
    return dataSource;
  };

  it('runs once while a second process waits for it on the start-up lock; both come up', async () => {
    const [first, second] = [await withSlowMigration(), await withSlowMigration()];
    await Promise.all([migrateExclusively(first), migrateExclusively(second)]);
    const runs = (await first.query('SELECT name FROM migrations')) as Array<{ name: string }>;
    expect(runs.map((run) => run.name)).toEqual(['SlowMigration1900000000000']);
  });

  if (kind === 'mysql') {
    it('would fail half-way on the requests’ statement timeout (what the migrations’ own connection avoids)', async () => {
      const requestsOptions = dataSourceOptions(config.databaseUrl, config.databaseTimeoutMs);
      await expect(migrateExclusively(await withSlowMigration(requestsOptions))).rejects.toThrow();
    });
  }

  it('takes MIGRATION_TIMEOUT_MS when set', () => {
    const limited = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, MIGRATION_TIMEOUT_MS: '60000' });
    expect(limited.migrationTimeoutMs).toBe(60_000);
    expect(config.migrationTimeoutMs).toBeNull();
  });
});
