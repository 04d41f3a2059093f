import { QueryFailedError, Repository } from 'typeorm';
import type { AdminEntity } from './admin.entity';

/**
 * Matches only while the row is not an enabled super admin, or another enabled super admin exists.
 * Check and write are one UPDATE statement, so two admins disabling (or demoting) the last two super
 * admins at the same moment cannot both pass: SQLite runs a statement atomically and InnoDB locks the
 * rows it counts. The count sits in an aggregate derived table, which MySQL materialises: it refuses a
 * plain subquery on the table being updated (error 1093). Table and columns are the migration's names.
 */
const KEEPS_AN_ENABLED_SUPER =
  "(status <> 1 OR role <> 'super' OR (SELECT others.n FROM (SELECT COUNT(*) AS n FROM admins" +
  " WHERE role = 'super' AND status = 1 AND id <> :id) others) > 0)";

/** InnoDB may pick the statement as a deadlock victim when two of them lock the same rows; it is safe to rerun. */
const DEADLOCK_RETRIES = 3;

function isDeadlock(error: unknown): boolean {
  const driverError = error instanceof QueryFailedError ? (error.driverError as { code?: string }) : undefined;
  return driverError?.code === 'ER_LOCK_DEADLOCK';
}

/** True when the write leaves the row without the rights of an enabled super admin. */
export function removesSuper(fields: Partial<AdminEntity>): boolean {
  return fields.status === 0 || fields.role === 'editor';
}

/**
 * Writes `fields` to admin `id`, refusing (false) when that would leave no enabled super admin.
 * Unique violations (username) are thrown as they are, for the caller to answer 409.
 */
export async function updateKeepingASuper(
  admins: Repository<AdminEntity>,
  id: number,
  fields: Partial<AdminEntity>,
): Promise<boolean> {
  const update = admins.createQueryBuilder().update().set(fields).where('id = :id', { id });
  if (removesSuper(fields)) update.andWhere(KEEPS_AN_ENABLED_SUPER, { id });
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await update.execute();
      return (result.affected ?? 0) > 0;
    } catch (error) {
      if (attempt >= DEADLOCK_RETRIES || !isDeadlock(error)) throw error;
    }
  }
}
