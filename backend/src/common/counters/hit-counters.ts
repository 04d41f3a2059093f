import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CounterBatch } from './counter-batch';
import { CounterWriteSignal } from './counter-write-signal';
import { counterWriter } from './counter-writes';
import { StoredCounts } from './stored-counts';

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
  private readonly stores = new Map<string, StoredCounts>();
  private readonly signal: CounterWriteSignal;
  private readonly timer: NodeJS.Timeout;
  /** Set once the stop's flush has begun: each later write (a hit written at once) is announced by itself. */
  private stopping = false;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.signal = new CounterWriteSignal(dataSource);
    this.timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  /** The counter of `table`.`column` (one per column, whoever asks). */
  of(table: string, column: string): CounterBatch {
    const name = `${table}.${column}`;
    return oneOf(this.batches, name, () => {
      return new CounterBatch(counterWriter(this.dataSource, table, column, (ids) => this.committed(name, ids)));
    });
  }

  /** Rows `ids` of counter `name` were written: their stored counts read here before are out of date. */
  private committed(name: string, ids: number[]): void {
    this.signal.committed();
    this.stores.get(name)?.forget(ids);
    if (this.stopping) void this.signal.announce();
  }

  /** The stored values of `table`.`column`, as public reads merge them in (one reader per column, whoever asks). */
  stored(table: string, column: string): StoredCounts {
    return oneOf(this.stores, `${table}.${column}`, () => new StoredCounts(table, column, this.signal));
  }

  /**
   * Writes every counter's pending hits (a counter that fails keeps them for the next flush), then tells every
   * process once (see CounterWriteSignal).
   */
  async flush(): Promise<void> {
    await this.each((batch) => batch.flush());
    await this.signal.announce();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    this.stopping = true;
    await this.each((batch) => batch.close());
    await this.signal.announce();
  }

  private async each(act: (batch: CounterBatch) => Promise<void>): Promise<void> {
    const names = [...this.batches.keys()];
    const results = await Promise.allSettled(names.map((name) => act(this.batches.get(name) as CounterBatch)));
    results.forEach((result, index) => {
      if (result.status === 'rejected') Logger.error(`${names[index]} 计数尚未写入：${String(result.reason)}`);
    });
  }
}

/** The value of `name` in `values`, made by `make` the first time it is asked for. */
function oneOf<T>(values: Map<string, T>, name: string, make: () => T): T {
  let value = values.get(name);
  if (value === undefined) values.set(name, (value = make()));
  return value;
}
