import { Logger } from '@nestjs/common';
import type { CounterRows, CounterWrite } from './counter-writes';

/** How often counted hits are written. */
const FLUSH_EVERY_MS = 1_000;

/**
 * Rows written per transaction. On SQLite a write runs on the event loop (about 0.2 ms per row of `news`: the row and
 * its views index), so a second's worth of hits on a thousand items, written at once, held every request for
 * 200–400 ms; in chunks, requests run between them.
 */
const CHUNK_ROWS = 64;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A hit counter (e.g. news views) added up in memory and written once a second, so readers never queue behind one
 * UPDATE per hit. `close()` writes what is left and switches to direct writes, so no hit is lost when the app stops
 * gracefully, even from a request still in flight.
 */
export class CounterBatch {
  /** Counted, not yet taken by a flush. */
  private pending = new Map<number, number>();
  /** Taken by the flush under way, not yet committed. */
  private readonly writing = new Map<number, number>();
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly timer: NodeJS.Timeout;

  /** `write` adds counts to the rows of one counter column (see counterWrites); `name` names it in logs. */
  constructor(
    private readonly write: CounterWrite,
    name: string,
  ) {
    this.timer = setInterval(() => {
      this.flush().catch((error: unknown) => Logger.error(`${name} not written yet: ${String(error)}`));
    }, FLUSH_EVERY_MS);
    this.timer.unref();
  }

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

  /** `settled`, but waits only when a flush under way is writing row `id` (the rows a flush writes are few). */
  async settledFor(id: number): Promise<void> {
    if (this.writing.has(id)) await this.settled();
  }

  /** Writes the counted hits, CHUNK_ROWS rows per transaction. */
  flush(): Promise<void> {
    this.flushing = this.settled().then(() => this.writePending());
    return this.flushing;
  }

  /** Writes what is left; later hits are written at once. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    this.closed = true;
    await this.flush();
  }

  private async writePending(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch: CounterRows = [...this.pending];
    this.pending = new Map();
    for (const [id, count] of batch) this.writing.set(id, (this.writing.get(id) ?? 0) + count);
    for (let start = 0; start < batch.length; start += CHUNK_ROWS) {
      const chunk = batch.slice(start, start + CHUNK_ROWS);
      try {
        await this.write(chunk);
      } catch (error) {
        // Not written: this chunk and the rest are counted again, for the next flush.
        for (const [id, count] of batch.slice(start)) {
          this.pending.set(id, (this.pending.get(id) ?? 0) + count);
          this.release(id, count);
        }
        throw error;
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
