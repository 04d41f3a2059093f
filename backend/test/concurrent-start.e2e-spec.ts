import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { configureApp } from '../src/app.setup';
import { AppConfig, loadConfig } from '../src/config/app-config';
import { AdminEntity } from '../src/modules/admins/admin.entity';
import { ensureFirstAdmin } from '../src/modules/admins/first-admin';
import { createTestDatabase, TestDatabase, testDatabases } from './support/test-database';

const MIGRATION_FILES = readdirSync(join(__dirname, '..', 'src', 'database', 'migrations')).filter((name) =>
  /^\d+-.+\.ts$/.test(name),
);

/** What a server process does before it listens: build the app (migrations included), then the first admin. */
async function startApp(config: AppConfig) {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({
    bodyParser: false,
    logger: ['error'],
  });
  configureApp(app, config);
  await app.init();
  return { app, firstAdmin: await ensureFirstAdmin(app.get(DataSource), config) };
}

/** Two server processes started at the same moment on one fresh database (each with its own connections). */
describe.each(testDatabases())('two servers starting at once on one fresh %s database', (kind) => {
  let database: TestDatabase;
  let uploadDir: string;
  let apps: NestExpressApplication[] = [];

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    uploadDir = mkdtempSync(join(tmpdir(), 'site-uploads-'));
  });
  afterEach(async () => {
    await Promise.all(apps.map((app) => app.close()));
    apps = [];
    await database.drop();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  it('migrate once (the other waits) and create one first admin (the other carries on)', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      UPLOAD_DIR: uploadDir,
      SEED_DEMO: 'false',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'Admin-pass-123',
    });
    const started = await Promise.all([startApp(config), startApp(config)]);
    apps = started.map(({ app }) => app);

    expect(started.map(({ firstAdmin }) => firstAdmin.created).sort()).toEqual([false, true]);
    const dataSource = apps[0].get(DataSource);
    expect(await dataSource.getRepository(AdminEntity).count()).toBe(1);
    const ran = (await dataSource.query('SELECT name FROM migrations')) as Array<{ name: string }>;
    expect(ran).toHaveLength(MIGRATION_FILES.length);
  });
});
