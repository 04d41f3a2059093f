import { Injectable, Logger } from '@nestjs/common';
import { parseImageVariantKey } from '@site/contract';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { JobLeases } from '../leases/job-leases';
import { PRESENCE_TTL_MS, RESTORE_LEASE } from '../leases/server-presence';
import { UploadStorage } from '../uploads/storage/upload-storage';

const TABLE = 'restore_added_files';
/** Keys per statement: far below every engine's limit on bound parameters. */
const KEYS_PER_STATEMENT = 500;

/**
 * Writes down, committed and before its transaction, the files a restore is about to add: a restore killed while it
 * loads (its transaction rolled back by the database) would otherwise leave them in storage, unnamed by any row.
 */
export async function noteFilesToAdd(db: EntityManager, keys: readonly string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += KEYS_PER_STATEMENT) {
    const slice = keys.slice(start, start + KEYS_PER_STATEMENT);
    await db
      .createQueryBuilder()
      .insert()
      .into(TABLE)
      .values(slice.map((stored_key) => ({ stored_key })))
      .orIgnore()
      .execute();
  }
}

/** The restore ended (committed, or rolled back and its files removed): nothing of it is left to clean. */
export async function clearFilesToAdd(db: EntityManager): Promise<void> {
  await db.createQueryBuilder().delete().from(TABLE).execute();
}

/** Whether an upload row names `key`, as its file or as a variant of its picture. */
async function isReferenced(db: EntityManager, key: string): Promise<boolean> {
  const variant = parseImageVariantKey(key);
  const query = db.createQueryBuilder().select('1').from('uploaded_files', 'f');
  if (variant) query.where('f.stored_key LIKE :source', { source: `${variant.stem}.%` });
  else query.where('f.stored_key = :key', { key });
  return (await query.limit(1).getRawOne()) !== undefined;
}

/**
 * At a server's start, before it serves: the files of a restore that was killed (rows left in `restore_added_files`)
 * that no upload row names are removed from storage, so a cut-short restore leaves the site exactly as it was, its
 * storage included. Under the restore lease, so no restore can start and note files meanwhile.
 */
@Injectable()
export class RestoreJournal {
  private readonly logger = new Logger('Restore');

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: UploadStorage,
    private readonly leases: JobLeases,
  ) {}

  /** Answers how many files it removed (0 when no restore was cut short, or a restore is running). */
  async removeFilesOfCutShortRestore(): Promise<number> {
    const db = this.dataSource.manager;
    const noted = (await db.createQueryBuilder().select('stored_key', 'key').from(TABLE, 'r').getRawMany()) as Array<{
      key: string;
    }>;
    if (noted.length === 0) return 0;
    const holder = randomUUID();
    if ((await this.leases.take(RESTORE_LEASE, holder, PRESENCE_TTL_MS)) !== null) return 0;
    try {
      let removed = 0;
      for (const { key } of noted) {
        if (await isReferenced(db, key)) continue;
        await this.storage.delete(key).catch(() => undefined);
        removed++;
      }
      await clearFilesToAdd(db);
      if (removed > 0) this.logger.warn(`一次被中断的备份恢复留下的 ${removed} 个文件已从存储中删除`);
      return removed;
    } finally {
      await this.leases.release(RESTORE_LEASE, holder);
    }
  }
}
