import type { EntityManager } from 'typeorm';
import { batchedNumbers } from '../../common/database/batched-read';
import type { Read } from '../../common/cache/read-cache';
import { type AnswerHeaders, markStale } from '../../common/cache/stale-answers';
import { isDatabaseUnavailable } from '../../common/faults/database-unavailable';
import type { CounterWriteSignal } from './counter-write-signal';

/** What the public read the counts go with saw (see Read): its stamp (null: none, e.g. a preview), and if stale. */
export type Seen = Pick<Read<unknown>, 'seen' | 'stale'>;

/** The most counts kept: a crawler reading every item between two counter writes starts the keeping over. */
const KEPT_MAX = 10_000;

/**
 * The stored values of one counter column (news views, download counts) by id. Counters move without a save, so
 * they never come from ReadCache: services merge these into what it answers. A count is read from the table once per
 * state of the counters — the content stamp and `content_version.counters` (moved on after every flush of counted
 * hits on any process, see CounterWriteSignal) as the caller's cached read saw them (the `seen` its Read returned,
 * read after the call began) — and again once this process has written that row's hits (`forget`, the moment the
 * write commits). So the answer is as fresh as a read of its own, and exactly stored + unwritten for this process's
 * own hits, while a read of the counts costs nothing between writes. With nothing seen (a preview), counts are read
 * afresh; the reads of concurrent calls share one primary-key select per round of I/O (batchedNumbers). While the
 * database cannot be reached, a public call gets none (the counts the cached answer holds stand), its answer marked
 * stale; one whose read was answered stale already does not ask it again.
 */
export class StoredCounts {
  private readonly read: ReturnType<typeof batchedNumbers>;
  private kept: { state: string; counts: Map<number, number> } = { state: '', counts: new Map() };

  constructor(
    table: string,
    column: string,
    private readonly signal: CounterWriteSignal,
  ) {
    this.read = batchedNumbers(table, column);
  }

  /**
   * The stored counts of rows `ids` (a row gone has none) for a public call, as of what its read saw (`read`); should
   * the database be away, `answer` is marked stale.
   */
  async of(manager: EntityManager, ids: number[], read: Seen, answer: AnswerHeaders): Promise<Map<number, number>> {
    const { seen } = read;
    if (ids.length === 0 || read.stale) return new Map();
    const state = seen && `${seen.stamp}|${seen.counters}`;
    const written = this.signal.written;
    const kept = state !== null && state === this.kept.state ? this.kept.counts : null;
    const counts = new Map<number, number>();
    const missing: number[] = [];
    for (const id of ids) {
      const count = kept?.get(id);
      if (count === undefined) missing.push(id);
      else counts.set(id, count);
    }
    if (missing.length === 0) return counts;
    const stored = await this.readNow(manager, missing, answer);
    for (const [id, count] of stored) counts.set(id, count);
    // Kept only while no write of this process has come in between: it could be in the table and not in the read.
    if (state !== null && written === this.signal.written) this.keep(state, stored);
    return counts;
  }

  /** Rows `ids` were written by this process: their counts are read again. */
  forget(ids: number[]): void {
    for (const id of ids) this.kept.counts.delete(id);
  }

  private async readNow(manager: EntityManager, ids: number[], answer: AnswerHeaders): Promise<Map<number, number>> {
    let counts: Array<number | null>;
    try {
      counts = await Promise.all(ids.map((id) => this.read(manager, id)));
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      markStale(answer);
      return new Map();
    }
    return new Map(ids.flatMap((id, index) => (counts[index] === null ? [] : [[id, counts[index]] as const])));
  }

  private keep(state: string, read: Map<number, number>): void {
    if (this.kept.state !== state || this.kept.counts.size + read.size > KEPT_MAX) {
      this.kept = { state, counts: new Map() };
    }
    for (const [id, count] of read) this.kept.counts.set(id, count);
  }
}
