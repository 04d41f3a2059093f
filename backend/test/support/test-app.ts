import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { hourlyToken } from '@site/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { configureApp } from '../../src/app.setup';
import { Clock } from '../../src/common/clock';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { ensureFirstAdmin } from '../../src/modules/admins/first-admin';
import { createServerForExpress } from '../../src/server/express-prototypes';
import { mountFrontends } from '../../src/server/frontends';
import { UploadStorage } from '../../src/modules/uploads/storage/upload-storage';
import { AnswerSchemas, OpenApiDocument } from './answer-schemas';
import { FakeClock } from './fake-clock';
import { S3TestServer, startS3Server } from './s3-server';
import { DatabaseKind, createTestDatabase } from './test-database';

export const TEST_ADMIN = { username: 'admin', password: 'Admin-pass-123' } as const;

export interface TestApp {
  app: NestExpressApplication;
  /** The app's server as main.ts creates it, not yet listening (supertest listens on it for each request). */
  server: Server;
  config: AppConfig;
  clock: FakeClock;
  dataSource: DataSource;
  http: TestAgent;
  /** Where uploads are stored: the local disk, or an s3rver bucket when TEST_STORAGE=s3. */
  storage: UploadStorage;
  /** Every stored object's key under `prefix`, sorted. */
  storedKeys(prefix?: string): Promise<string[]>;
  /** Starts `server` listening on a free port of 127.0.0.1 and answers the port. */
  listen(): Promise<number>;
  /** The hourly token for the fake clock's current hour. */
  token(): string;
  /** Signs in (default: the first super admin) and answers the access token. */
  login(username?: string, password?: string): Promise<string>;
  /** POST /api/<call> with the hourly token, `lang: cn` and a JSON body. */
  publicCall(call: string, body?: object): request.Test;
  /** POST /api/adm/<call> with the access token and a JSON body. */
  adminCall(call: string, accessToken: string, body?: object): request.Test;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment, e.g. `{ UPLOAD_PIC_LIMIT: '1kb' }`. */
  env?: Record<string, string>;
  /** Start time of the fake clock. */
  now?: string;
  /** The MySQL server of a `mysql` app when not TEST_MYSQL_URL's (e.g. a private `mariadbd`). */
  mysqlServer?: string;
  /** Servers replicating `mysqlServer`: DATABASE_REPLICA_URLS names the test's database on each. */
  replicaServers?: string[];
  /** Mount the back office and the public site (their builds, when present) as the server does. */
  frontends?: boolean;
  /** The storage driver; TEST_STORAGE (local when unset) by default. */
  storage?: 'local' | 's3';
}

/** The driver the upload suites run on: `TEST_STORAGE=s3` runs them against a real S3-compatible server. */
export const testStorageKind = (): 'local' | 's3' => (process.env.TEST_STORAGE === 's3' ? 's3' : 'local');

/** Boots the real app, as main.ts does, on a fresh database with a fake clock. */
export async function createTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(kind, options.mysqlServer);
  const uploadDir = mkdtempSync(join(tmpdir(), 'site-uploads-'));
  const s3: S3TestServer | null = (options.storage ?? testStorageKind()) === 's3' ? await startS3Server() : null;
  const replicaUrls = (options.replicaServers ?? []).map((server) => {
    const url = new URL(server);
    url.pathname = new URL(database.url).pathname;
    return url.toString();
  });
  const config = loadConfig({
    ...s3?.env,
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    UPLOAD_DIR: uploadDir,
    SEED_DEMO: 'false',
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    API_TOKEN_SECRET: 'test-secret',
    // Errors only, as before the access log: a suite's output stays its own (logging.e2e-spec.ts reads the lines).
    LOG_LEVEL: 'error',
    // Every request of a suite comes from one address and browser: each counts, unless a suite sets a window.
    VIEW_DEDUP_MINUTES: '0',
    ...(replicaUrls.length ? { DATABASE_REPLICA_URLS: replicaUrls.join(',') } : {}),
    ...options.env,
  });
  const clock = new FakeClock(options.now ?? new Date());
  const app = await startApp(config, clock, options.frontends);
  const dataSource = app.get(DataSource);
  const storage = app.get(UploadStorage);
  await ensureFirstAdmin(dataSource, config);
  const server = createServerForExpress(app.getHttpAdapter().getInstance(), config);
  const http = await checkedAgent(server);
  const token = () => hourlyToken(config.apiTokenSecret, clock.now());

  const testApp: TestApp = {
    app,
    server,
    config,
    clock,
    dataSource,
    http,
    storage,
    async storedKeys(prefix) {
      const keys: string[] = [];
      for await (const { key } of storage.listAll(prefix)) keys.push(key);
      return keys.sort();
    },
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return (server.address() as AddressInfo).port;
    },
    token,
    publicCall: (call, body = {}) => http.post(`/api/${call}`).set('token', token()).set('lang', 'cn').send(body),
    adminCall: (call, accessToken, body = {}) =>
      http.post(`/api/adm/${call}`).set('access_token', accessToken).set('lang', 'cn').send(body),
    async login(username = TEST_ADMIN.username, password = TEST_ADMIN.password) {
      const res = await http.post('/api/adm/login').set('token', token()).send({ username, password });
      if (res.body.code !== 0) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
      return res.body.data.access_token as string;
    },
    async close() {
      if (server.listening) await new Promise((resolve) => server.close(resolve));
      await app.close();
      await database.drop();
      rmSync(uploadDir, { recursive: true, force: true });
      await s3?.stop();
    },
  };
  return testApp;
}

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'options', 'head'] as const;

/** An agent whose every answer to a documented operation is checked against the served OpenAPI document. */
async function checkedAgent(server: Server): Promise<TestAgent> {
  const document = (await request(server).get('/api/docs-json').expect(200)).body as OpenApiDocument;
  const schemas = new AnswerSchemas(document);
  const agent = request.agent(server);
  for (const method of HTTP_METHODS) {
    const send = agent[method].bind(agent);
    agent[method] = (url: string, ...rest: unknown[]) =>
      (send as (url: string, ...rest: unknown[]) => request.Test)(url, ...rest).expect((res) =>
        schemas.check(method, url, res),
      );
  }
  return agent;
}

/** A second server process on the same database and clock as `t`'s, as behind a load balancer. */
export const secondInstance = (t: TestApp): Promise<NestExpressApplication> => startApp(t.config, t.clock);

/** The real app, as main.ts builds it, on `config` with `clock` (the built front ends mounted too if `frontends`). */
async function startApp(config: AppConfig, clock: Clock, frontends = false): Promise<NestExpressApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] })
    .overrideProvider(Clock)
    .useValue(clock)
    .compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({
    bodyParser: false,
    logger: ['error'],
  });
  configureApp(app, config);
  if (frontends) await mountFrontends(app, config);
  return app.init();
}
