import { BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { CounterBatch } from './counter-batch';
import { CounterWriteSignal } from './counter-write-signal';
import { counterWriter } from './counter-writes';
import { HitMarks } from './hit-marks';
import { StoredCounts } from './stored-counts';
import { UniqueHits } from './unique-hits';
import type { Visitor } from './visitors';

/** How often counted hits are written. */
const FLUSH_EVERY_MS = 1_000;
/** How often marks older than the window are removed (they count for nothing, they only take room). */
const FORGET_EVERY_MS = 10 * 60_000;

/**
 * Every hit counter of the app (news views, download counts), counted in memory and written through one flush path:
 * once a second, and on a graceful stop before the HTTP server and the database close (`app.close()` runs
 * `beforeApplicationShutdown` first), after which hits of requests still in flight are written at once. A hit counts
 * when a person makes it (`hit`): never a crawler's, and a person's once per row in VIEW_DEDUP_MINUTES (UniqueHits).
 */
@Injectable()
export class HitCounters implements BeforeApplicationShutdown {
  private readonly batches = new Map<string, CounterBatch>();
  private readonly uniques = new Map<string, UniqueHits>();
  private readonly marks: HitMarks;
  private readonly windowMs: number;
  private forgotten = 0;
  private readonly stores = new Map<string, StoredCounts>();
  private readonly signal: CounterWriteSignal;
  private readonly timer: NodeJS.Timeout;
  /** Set once the stop's flush has begun: each later write (a hit written at once) is announced by itself. */
  private stopping = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'viewDedupMinutes'>,
    private readonly clock: Clock,
  ) {
    this.signal = new CounterWriteSignal(dataSource);
    this.marks = new HitMarks(dataSource);
    this.windowMs = config.viewDedupMinutes * 60_000;
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

  /**
   * One hit of row `id` of `table`.`column` by `visitor`: a crawler's counts for nothing; a person's once per window
   * (every time with a window of 0).
   */
  async hit(table: string, column: string, id: number, visitor: Visitor): Promise<void> {
    if (!visitor.counts) return;
    const batch = this.of(table, column);
    if (this.windowMs === 0) return batch.add(id);
    const name = `${table}.${column}`;
    const unique = oneOf(this.uniques, name, () => new UniqueHits(name, this.marks, batch, this.windowMs));
    await unique.add(id, visitor.key, this.clock.now().getTime());
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
    await this.claim((unique) => unique.flush());
    await this.each((batch) => batch.flush());
    await this.signal.announce();
    await this.forgetOldMarks();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    this.stopping = true;
    await this.claim((unique) => unique.close());
    await this.each((batch) => batch.close());
    await this.signal.announce();
  }

  private each(act: (batch: CounterBatch) => Promise<void>): Promise<void> {
    return settleAll(this.batches, act, '计数尚未写入');
  }

  /** The readers' hits gathered since the last flush, claimed against the shared marks (those claimed then count). */
  private claim(act: (unique: UniqueHits) => Promise<void>): Promise<void> {
    return settleAll(this.uniques, act, '去重标记尚未写入');
  }

  private async forgetOldMarks(): Promise<void> {
    const now = this.clock.now().getTime();
    if (this.uniques.size === 0 || now - this.forgotten < FORGET_EVERY_MS) return;
    this.forgotten = now;
    await this.marks.forgetBefore(now, this.windowMs).catch((error: unknown) => {
      Logger.warn(`过期的去重标记未能删除，下次再试：${String(error)}`, 'HitCounters');
      this.forgotten = 0;
    });
  }
}

/** `act` on every value of `values`, each failure logged with its name and `problem`, none stopping the others. */
async function settleAll<T>(values: Map<string, T>, act: (value: T) => Promise<void>, problem: string): Promise<void> {
  const names = [...values.keys()];
  const results = await Promise.allSettled(names.map((name) => act(values.get(name) as T)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') Logger.error(`${names[index]} ${problem}：${String(result.reason)}`);
  });
}

/** The value of `name` in `values`, made by `make` the first time it is asked for. */
function oneOf<T>(values: Map<string, T>, name: string, make: () => T): T {
  let value = values.get(name);
  if (value === undefined) values.set(name, (value = make()));
  return value;
}
