import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CounterBatch } from './counter-batch';
import type { HitMarks, MarkedHit } from './hit-marks';

/**
 * Hits claimed per turn of the event loop. On SQLite every statement runs on the loop's thread: a second's hits of a
 * busy site (2,300 under the bench) claimed in one go held it for 100–150 ms, the p99 of every call answered
 * meanwhile. A chunk takes a few ms, and each is a write of its own in the app's write queue, so saves interleave.
 */
export const CLAIMS_PER_TURN = 64;

/**
 * The hits of one counter from readers who count once per window: gathered in memory (one per reader and row until
 * the next flush), then claimed against the shared marks (HitMarks), and only those claimed added to the counter's
 * batch, which writes them behind as before. A reader's hit so shows in the count once a flush has claimed it.
 */
export class UniqueHits {
  private pending = new Map<string, MarkedHit>();
  private closed = false;

  constructor(
    private readonly counter: string,
    private readonly marks: HitMarks,
    private readonly batch: CounterBatch,
    private readonly windowMs: number,
  ) {}

  /** One hit of row `id` by `visitor` (a Visitor's key) at `at` (ms); after `close()` it is claimed at once. */
  async add(id: number, visitor: string, at: number): Promise<void> {
    const hit = { id, visitor, at };
    if (this.closed) return this.count([hit]);
    const key = `${id}|${visitor}`;
    if (!this.pending.has(key)) this.pending.set(key, hit);
  }

  /**
   * Claims the gathered hits, CLAIMS_PER_TURN at a time, and counts those claimed. When a chunk's claim fails, its hits
   * and the later chunks' are gathered again; those of the failed chunk already claimed then find their mark taken and
   * count for nothing (a count too low, never one too high).
   */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const hits = [...this.pending.values()];
    this.pending = new Map();
    for (let start = 0; start < hits.length; start += CLAIMS_PER_TURN) {
      if (start > 0) await nextTurn();
      try {
        await this.count(hits.slice(start, start + CLAIMS_PER_TURN));
      } catch (error) {
        for (const hit of hits.slice(start)) {
          if (!this.pending.has(`${hit.id}|${hit.visitor}`)) this.pending.set(`${hit.id}|${hit.visitor}`, hit);
        }
        throw error;
      }
    }
  }

  /** Claims what is gathered; later hits are claimed as they come. */
  close(): Promise<void> {
    this.closed = true;
    return this.flush();
  }

  private async count(hits: MarkedHit[]): Promise<void> {
    for (const id of await this.marks.claim(this.counter, hits, this.windowMs)) await this.batch.add(id);
  }
}
