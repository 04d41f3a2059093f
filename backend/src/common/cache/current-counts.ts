import type { ObjectLiteral, Repository } from 'typeorm';

/**
 * Counter `column` (views, downloads) of rows `ids` as stored now, by id, in one primary-key read. Counters move
 * without a save, so they never come from ReadCache: services merge these into what it answers.
 */
export async function currentCounts<E extends ObjectLiteral>(
  repo: Repository<E>,
  column: keyof E & string,
  ids: number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows: Array<{ id: number | string; count: number | string }> = await repo.query(
    `SELECT id, ${column} AS count FROM ${repo.metadata.tableName} WHERE id IN (${ids.map(() => '?').join(', ')})`,
    ids,
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.count)]));
}
