import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';

export type DatabaseKind = 'sqlite' | 'mysql';

/**
 * The databases every e2e suite runs against: SQLite always, MariaDB/MySQL when TEST_MYSQL_URL
 * is set. With REQUIRE_MYSQL=1 (CI) a missing TEST_MYSQL_URL is an error, not a silent skip.
 */
export function testDatabases(): DatabaseKind[] {
  if (process.env.TEST_MYSQL_URL) return ['sqlite', 'mysql'];
  if (process.env.REQUIRE_MYSQL === '1') throw new Error('REQUIRE_MYSQL=1 but TEST_MYSQL_URL is not set');
  return ['sqlite'];
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database: a new SQLite file, or a new `t_<random>` database on the MySQL server
 * (TEST_MYSQL_URL unless `mysqlServer` names another, e.g. a private one).
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  mysqlServer = process.env.TEST_MYSQL_URL,
): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'site-db-'));
    return { url: `sqlite:${join(dir, 'test.db')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const server = new URL(mysqlServer as string);
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = await createConnection({
    host: server.hostname,
    port: Number(server.port || 3306),
    user: decodeURIComponent(server.username),
    password: decodeURIComponent(server.password),
  });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(server.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const conn = await createConnection({
        host: server.hostname,
        port: Number(server.port || 3306),
        user: decodeURIComponent(server.username),
        password: decodeURIComponent(server.password),
      });
      await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await conn.end();
    },
  };
}
