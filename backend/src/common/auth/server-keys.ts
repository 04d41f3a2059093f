import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';

/**
 * The server's own key `name` (table `server_key`): read if some process made it, else made now. Concurrent first
 * starts race on the primary key; the row that won is read back, so every process ends with the same key.
 */
export async function serverKey(dataSource: DataSource, name: string): Promise<string> {
  await dataSource
    .createQueryBuilder()
    .insert()
    .into('server_key')
    .values({ name, secret: randomBytes(48).toString('base64url') })
    .orIgnore()
    .execute();
  const rows: Array<{ secret: string }> = await dataSource.query('SELECT secret FROM server_key WHERE name = ?', [
    name,
  ]);
  return rows[0].secret;
}
