import type { DataSource, EntityManager } from 'typeorm';

/** The admin writes waiting on each SQLite data source (see inWriteTransaction). */
const sqliteQueues = new WeakMap<DataSource, Promise<unknown>>();

/**
 * Runs `work` as one transaction on the manager it is given: committed whole, or rolled back whole when any of its
 * statements fails (the database gone mid-save included). On MySQL each transaction has a pool connection of its own.
 * On SQLite TypeORM runs every statement on one connection, where two transactions begun at once would nest into
 * each other's savepoints: admin writes there run one after the other.
 */
export function inWriteTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  if (dataSource.options.type !== 'better-sqlite3') return dataSource.transaction(work);
  const previous = sqliteQueues.get(dataSource) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(() => dataSource.transaction(work));
  sqliteQueues.set(dataSource, run);
  return run;
}
