import type { ObjectLiteral, Repository } from 'typeorm';
import { isDatabaseUnavailable } from '../faults/database-unavailable';
import { answeredStale, answerStale } from './stale-answers';

/**
 * Counter `column` (views, downloads) of rows `ids` as stored now, by id, in one primary-key read. Counters move
 * without a save, so they never come from ReadCache: services merge these into what it answers. While the database
 * cannot be reached, a public call gets none (the counts the cached answer holds stand), marked stale; one answered
 * stale already does not ask it again.
 */
export async function currentCounts<E extends ObjectLiteral>(
  repo: Repository<E>,
  column: keyof E & string,
  ids: number[],
): Promise<Map<number, number>> {
  if (ids.length === 0 || answeredStale()) return new Map();
  let rows: Array<{ id: number | string; count: number | string }>;
  try {
    rows = await repo.query(
      `SELECT id, ${column} AS count FROM ${repo.metadata.tableName} WHERE id IN (${ids.map(() => '?').join(', ')})`,
      ids,
    );
  } catch (error) {
    if (isDatabaseUnavailable(error) && answerStale()) return new Map();
    throw error;
  }
  return new Map(rows.map((row) => [Number(row.id), Number(row.count)]));
}
