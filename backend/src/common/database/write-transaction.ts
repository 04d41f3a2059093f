import type { DataSource, EntityManager } from 'typeorm';

/** The writes waiting on each SQLite data source, in order (see inWriteQueue). */
const sqliteQueues = new WeakMap<DataSource, Promise<unknown>>();

/**
 * Runs `work` once every write queued before it on `dataSource` has ended, when that is SQLite; at once elsewhere.
 * On SQLite TypeORM runs every statement on one connection: two transactions begun at once would nest into each
 * other's savepoints, and a statement sent while a transaction is open across turns would become part of it (and be
 * rolled back with it). Every write of the app that may span turns — the admin writes (inWriteTransaction) and the
 * counters' statements (outsideTransactions) — goes through this one queue, so none runs inside another.
 */
export function inWriteQueue<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  if (dataSource.options.type !== 'better-sqlite3') return work();
  const previous = sqliteQueues.get(dataSource) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(work);
  sqliteQueues.set(dataSource, run);
  return run;
}

/**
 * Runs `work` as one transaction on the manager it is given: committed whole, or rolled back whole when any of its
 * statements fails (the database gone mid-save included). On MySQL each transaction has a pool connection of its own;
 * on SQLite, the app's writes run one after the other (see inWriteQueue).
 */
export function inWriteTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  return inWriteQueue(dataSource, () => dataSource.transaction(work));
}
