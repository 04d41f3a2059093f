import type { ObjectLiteral, Repository } from 'typeorm';
import { batchedNumbers } from '../../database/runtime/batched-read';
import { isDatabaseUnavailable } from '../faults/database-unavailable';
import { answeredStale, answerStale } from './stale-answers';

/** The batched reader of each `table.column` asked for (a handful: news views, download counts). */
const readers = new Map<string, ReturnType<typeof batchedNumbers>>();

function readerOf(table: string, column: string): ReturnType<typeof batchedNumbers> {
  const key = `${table}.${column}`;
  let reader = readers.get(key);
  if (!reader) {
    reader = batchedNumbers(table, column);
    readers.set(key, reader);
  }
  return reader;
}

/**
 * Counter `column` (views, downloads) of rows `ids` as stored now, by id. Counters move without a save, so they never
 * come from ReadCache: services merge these into what it answers. Every read is fresh, and the reads of concurrent
 * calls share one primary-key select per round of I/O (batchedNumbers) rather than one each. While the database
 * cannot be reached, a public call gets none (the counts the cached answer holds stand), marked stale; one answered
 * stale already does not ask it again.
 */
export async function currentCounts<E extends ObjectLiteral>(
  repo: Repository<E>,
  column: keyof E & string,
  ids: number[],
): Promise<Map<number, number>> {
  if (ids.length === 0 || answeredStale()) return new Map();
  const read = readerOf(repo.metadata.tableName, column);
  let counts: Array<number | null>;
  try {
    counts = await Promise.all(ids.map((id) => read(repo.manager, id)));
  } catch (error) {
    if (isDatabaseUnavailable(error) && answerStale()) return new Map();
    throw error;
  }
  return new Map(ids.flatMap((id, index) => (counts[index] === null ? [] : [[id, counts[index]] as const])));
}
