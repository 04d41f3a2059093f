import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CounterRows, CounterWriter } from './counter-writes';

/**
 * Rows written per statement. SQLite writes on the event loop and has one writer at a time: a chunk holds every
 * request and the app's own writes while it is written, so a flush of many rows goes in short steps.
 */
const CHUNK_ROWS = 64;

/**
 * A hit counter (e.g. news views) added up in memory and written by `flush()` (see HitCounters for when), so readers
 * never queue behind one UPDATE per hit. `close()` writes what is left and switches to direct writes, so no hit is
 * lost when the app stops gracefully, even from a request still in flight.
 */
export class CounterBatch {
  /** Counted, not yet taken by a flush. */
  private pending = new Map<number, number>();
  /** Taken by the flush under way, not yet committed. */
  private readonly writing = new Map<number, number>();
  /** The chunk being written, until its write has answered. */
  private committing: { ids: Set<number>; done: Promise<void> } | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;

  /** `write` adds counts to the rows of one counter column (see counterWriter). */
  constructor(private readonly write: CounterWriter) {}

  /** Counts one hit of row `id`. */
  async add(id: number): Promise<void> {
    if (this.closed) {
      await this.write([[id, 1]]);
      return;
    }
    this.pending.set(id, (this.pending.get(id) ?? 0) + 1);
  }

  /** Hits of row `id` counted but not yet written (in a flush under way included). */
  unwritten(id: number): number {
    return (this.pending.get(id) ?? 0) + (this.writing.get(id) ?? 0);
  }

  /** Resolves once no write is under way (so a read of the table plus `unwritten` counts every hit once). */
  settled(): Promise<void> {
    return this.flushing.catch(() => undefined);
  }

  /**
   * Resolves once row `id` is in no chunk being committed. Only such a chunk is ambiguous: a read of the table may or
   * may not include it while `unwritten` still does; the rows of a flush's later chunks are simply unwritten, so a
   * read waits for one statement, never for a whole flush.
   */
  async settledFor(id: number): Promise<void> {
    if (this.committing?.ids.has(id)) await this.committing.done.catch(() => undefined);
  }

  /** Writes the counted hits, CHUNK_ROWS rows per statement. */
  flush(): Promise<void> {
    this.flushing = this.settled().then(() => this.writePending());
    return this.flushing;
  }

  /** Writes what is left; later hits are written at once. */
  close(): Promise<void> {
    this.closed = true;
    return this.flush();
  }

  private async writePending(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch: CounterRows = [...this.pending];
    this.pending = new Map();
    for (const [id, count] of batch) this.writing.set(id, (this.writing.get(id) ?? 0) + count);
    for (let start = 0; start < batch.length; start += CHUNK_ROWS) {
      const chunk = batch.slice(start, start + CHUNK_ROWS);
      const done = this.write(chunk);
      this.committing = { ids: new Set(chunk.map(([id]) => id)), done };
      try {
        await done;
      } catch (error) {
        // Not written: this chunk and the rest are counted again, for the next flush.
        for (const [id, count] of batch.slice(start)) {
          this.pending.set(id, (this.pending.get(id) ?? 0) + count);
          this.release(id, count);
        }
        throw error;
      } finally {
        this.committing = null;
      }
      for (const [id, count] of chunk) this.release(id, count);
      await nextTurn();
    }
  }

  private release(id: number, count: number): void {
    const left = (this.writing.get(id) ?? 0) - count;
    if (left > 0) this.writing.set(id, left);
    else this.writing.delete(id);
  }
}
