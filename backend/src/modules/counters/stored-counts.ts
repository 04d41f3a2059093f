import type { EntityManager } from 'typeorm';
import { batchedNumbers } from '../../common/database/batched-read';
import type { Stamped } from '../../common/cache/content-version';
import type { PublicCall } from '../../common/cache/stale-answers';
import { isDatabaseUnavailable } from '../../common/faults/database-unavailable';
import type { CounterWriteSignal } from './counter-write-signal';

/** A public call reading counts: what its cached read saw (null: nothing, e.g. a preview, or answered stale). */
export type CountingView = PublicCall & { readonly seen: Stamped | null };

/** The most counts kept: a crawler reading every item between two counter writes starts the keeping over. */
const KEPT_MAX = 10_000;

/**
 * The stored values of one counter column (news views, download counts) by id. Counters move without a save, so
 * they never come from ReadCache: services merge these into what it answers. A count is read from the table once per
 * state of the counters — the content stamp and `content_version.counters` (moved on after every flush of counted
 * hits on any process, see CounterWriteSignal) as the caller's cached read saw them (`seen`, read after the call
 * began) — and again once this process has written that row's hits (`forget`, the moment the write commits). So the
 * answer is as fresh as a read of its own, and exactly stored + unwritten for this process's own hits, while a read
 * of the counts costs nothing between writes. With nothing seen (a preview), counts are read afresh; the reads of
 * concurrent calls share one primary-key select per round of I/O (batchedNumbers). While the database cannot be
 * reached, a public call gets none (the counts the cached answer holds stand), marked stale; one answered stale
 * already does not ask it again.
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

  /** The stored counts of rows `ids` (a row gone has none) for the public call `view`, as of what it has `seen`. */
  async of(manager: EntityManager, ids: number[], view: CountingView): Promise<Map<number, number>> {
    const { seen } = view;
    if (ids.length === 0 || view.stale) return new Map();
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
    const read = await this.readNow(manager, missing, view);
    for (const [id, count] of read) counts.set(id, count);
    // Kept only while no write of this process has come in between: it could be in the table and not in the read.
    if (state !== null && written === this.signal.written) this.keep(state, read);
    return counts;
  }

  /** Rows `ids` were written by this process: their counts are read again. */
  forget(ids: number[]): void {
    for (const id of ids) this.kept.counts.delete(id);
  }

  private async readNow(manager: EntityManager, ids: number[], call: PublicCall): Promise<Map<number, number>> {
    let counts: Array<number | null>;
    try {
      counts = await Promise.all(ids.map((id) => this.read(manager, id)));
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      call.answerStale();
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
