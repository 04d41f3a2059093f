import DataLoader from 'dataloader';
import type { EntityManager, EntityTarget } from 'typeorm';

/**
 * The loads of one round of I/O go as one batch of at most `maxBatchSize` (16 by default: the SQL texts a batch can
 * make stay few, so the drivers' statement caches keep them), and nothing is cached: every load is a fresh read.
 */
function perRound<K, V>(maxBatchSize = 16): DataLoader.Options<K, V> {
  return { cache: false, maxBatchSize, batchScheduleFn: (send) => setImmediate(send) };
}

/**
 * A loader per manager: loads batch with those of the same manager only, since a manager reads one database (the
 * primary, or one replica that has caught up: see ReplicaReads). Without replicas every public read has the same one.
 */
function perManager<K, V>(batch: (manager: EntityManager, keys: readonly K[]) => Promise<V[]>, maxBatchSize?: number) {
  const loaders = new WeakMap<EntityManager, DataLoader<K, V>>();
  return (manager: EntityManager, key: K): Promise<V> => {
    let loader = loaders.get(manager);
    if (!loader) {
      loader = new DataLoader<K, V>((keys) => batch(manager, keys), perRound(maxBatchSize));
      loaders.set(manager, loader);
    }
    return loader.load(key);
  };
}

/** One run of a batched read. */
export interface Run {
  /** Names the SQL's shape: runs of one shape make the same text at the same place. */
  shape: string;
  /** The SQL for the run's place in the batch: selects whose first column, `run`, is `place` on every row. */
  sql: (place: number) => string;
  parameters: unknown[];
}

/** A row of a batched read: its run's place, then the selected columns. */
export type RunRow<Row> = Row & { run: number | string };

/**
 * A read that many requests run at once (a news detail's neighbours). The runs begun in one round of I/O go as ONE
 * statement, their selects joined by UNION ALL, each row tagged with its run's place: one round trip and one
 * statement for the server to dispatch instead of one per request. A batch's runs are ordered by shape, so its text
 * is one of few.
 */
export function batchedRead<Row>(): (manager: EntityManager, run: Run) => Promise<Array<RunRow<Row>>> {
  return perManager<Run, Array<RunRow<Row>>>(async (manager, runs) => {
    const order = runs.map((_, index) => index).sort((a, b) => runs[a].shape.localeCompare(runs[b].shape));
    const sql = order.map((index, place) => runs[index].sql(place)).join(' UNION ALL ');
    const rows = (await manager.query(
      sql,
      order.flatMap((index) => runs[index].parameters),
    )) as Array<RunRow<Row>>;
    const byRun = runs.map((): Array<RunRow<Row>> => []);
    for (const row of rows) byRun[order[Number(row.run)]].push(row);
    return byRun;
  });
}

/**
 * Entities by primary key, read by many requests at once: the ids asked in one round of I/O go as one
 * `WHERE id IN (…)` select, one for the server to plan. The ids are bound parameters, so the SQL text depends only on
 * how many there are (a find's `In` writes them into the text on SQLite). Resolves with each id's entity, or null.
 */
export function batchedById<E extends { id: number }>(
  target: EntityTarget<E>,
): (manager: EntityManager, id: number) => Promise<E | null> {
  return perManager<number, E | null>(async (manager, ids) => {
    const rows = await manager
      .createQueryBuilder(target, 'row')
      .where('row.id IN (:...ids)', { ids: [...new Set(ids)] })
      .getMany();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}

/** The most ids one counter read asks for: a few pages of lists at once. */
const COUNTS_PER_READ = 64;

/**
 * One number column of `table` by primary key (a counter: views, downloads), read by many requests at once: the ids
 * asked in one round of I/O go as one `WHERE id IN (…)` select. The id list is padded to a power of two by repeating
 * its last id, so at most seven SQL texts exist (1 … 64 ids) and the statement caches keep them all. Resolves with
 * each id's value, or null when the row is gone.
 */
export function batchedNumbers(
  table: string,
  column: string,
): (manager: EntityManager, id: number) => Promise<number | null> {
  return perManager<number, number | null>(async (manager, asked) => {
    const ids = [...new Set(asked)];
    const padded = [...ids, ...Array<number>(2 ** Math.ceil(Math.log2(ids.length)) - ids.length).fill(ids.at(-1)!)];
    const rows = (await manager.query(
      `SELECT id, ${column} AS value FROM ${table} WHERE id IN (${padded.map(() => '?').join(', ')})`,
      padded,
    )) as Array<{ id: number | string; value: number | string }>;
    const byId = new Map(rows.map((row) => [Number(row.id), Number(row.value)]));
    return asked.map((id) => byId.get(id) ?? null);
  }, COUNTS_PER_READ);
}
