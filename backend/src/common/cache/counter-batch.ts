import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';

/** How often counted hits are written. */
const FLUSH_EVERY_MS = 1_000;

/**
 * A hit counter (e.g. news views) added up in memory and written in one transaction per second, so readers never
 * queue behind one UPDATE per hit. `close()` writes what is left and switches to direct writes, so no hit is lost
 * when the app stops gracefully, even from a request still in flight.
 */
export class CounterBatch {
  private pending = new Map<number, number>();
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly dataSource: DataSource,
    private readonly table: string,
    private readonly column: string,
  ) {
    this.timer = setInterval(() => {
      this.flush().catch((error: unknown) => Logger.error(`${table}.${column} not written yet: ${String(error)}`));
    }, FLUSH_EVERY_MS);
    this.timer.unref();
  }

  /** Counts one hit of row `id`; answers the hits of that row not yet written (this one included). */
  async add(id: number): Promise<number> {
    if (this.closed) {
      await this.write([[id, 1]]);
      return 0;
    }
    const count = (this.pending.get(id) ?? 0) + 1;
    this.pending.set(id, count);
    return count;
  }

  /** Hits of row `id` counted but not yet written. */
  unwritten(id: number): number {
    return this.pending.get(id) ?? 0;
  }

  /** Resolves once no write is under way (so a read of the table plus `unwritten` counts every hit once). */
  settled(): Promise<void> {
    return this.flushing.catch(() => undefined);
  }

  /** Writes the counted hits (one statement per row, one transaction). */
  flush(): Promise<void> {
    this.flushing = this.settled().then(async () => {
      if (this.pending.size === 0) return;
      const batch = [...this.pending];
      this.pending = new Map();
      try {
        await this.write(batch);
      } catch (error) {
        // Not written: counted again, for the next flush.
        for (const [id, count] of batch) this.pending.set(id, (this.pending.get(id) ?? 0) + count);
        throw error;
      }
    });
    return this.flushing;
  }

  /** Writes what is left; later hits are written at once. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    this.closed = true;
    await this.flush();
  }

  private async write(batch: Array<[number, number]>): Promise<void> {
    const sql = `UPDATE ${this.table} SET ${this.column} = ${this.column} + ? WHERE id = ?`;
    await this.dataSource.transaction(async (manager) => {
      for (const [id, count] of batch) await manager.query(sql, [count, id]);
    });
  }
}
