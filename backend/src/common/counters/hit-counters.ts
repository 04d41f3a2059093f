import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CounterBatch } from './counter-batch';
import { counterWriter } from './counter-writes';

/** How often counted hits are written. */
const FLUSH_EVERY_MS = 1_000;

/**
 * Every hit counter of the app (news views, download counts), counted in memory and written through one flush path:
 * once a second, and on a graceful stop before the HTTP server and the database close (`app.close()` runs
 * `beforeApplicationShutdown` first), after which hits of requests still in flight are written at once.
 */
@Injectable()
export class HitCounters implements BeforeApplicationShutdown {
  private readonly batches = new Map<string, CounterBatch>();
  private readonly timer: NodeJS.Timeout;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  /** The counter of `table`.`column` (one per column, whoever asks). */
  of(table: string, column: string): CounterBatch {
    const name = `${table}.${column}`;
    let batch = this.batches.get(name);
    if (!batch) this.batches.set(name, (batch = new CounterBatch(counterWriter(this.dataSource, table, column))));
    return batch;
  }

  /** Writes every counter's pending hits; a counter that fails keeps them for the next flush. */
  async flush(): Promise<void> {
    await this.each((batch) => batch.flush());
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.each((batch) => batch.close());
  }

  private async each(act: (batch: CounterBatch) => Promise<void>): Promise<void> {
    const names = [...this.batches.keys()];
    const results = await Promise.allSettled(names.map((name) => act(this.batches.get(name) as CounterBatch)));
    results.forEach((result, index) => {
      if (result.status === 'rejected') Logger.error(`${names[index]} 计数尚未写入：${String(result.reason)}`);
    });
  }
}
