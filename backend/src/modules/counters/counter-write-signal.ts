import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { countCounterWrite } from '../../common/cache/content-version';
import { outsideTransactions } from './counter-writes';

/**
 * Tells the readers of stored counts (see StoredCounts) that counted hits were written: this process the moment a
 * write commits, every process through `content_version.counters`, moved on once after each flush. The move is a
 * statement of its own, not one transaction with the writes: on SQLite every statement shares one connection, where
 * an admin's transaction would hold the writes or nest into it. Should the move fail (the database gone meanwhile),
 * it is owed and made after the next flush; until then other processes may answer the counts they read before.
 */
export class CounterWriteSignal {
  private writesHere = 0;
  private announced = 0;

  constructor(private readonly dataSource: DataSource) {}

  /** Writes of counted hits this process has committed: a count read before the latest one may be out of date. */
  get written(): number {
    return this.writesHere;
  }

  /** A write of counted hits has committed. */
  committed(): void {
    this.writesHere++;
  }

  /** Moves the shared counter on if this process has written since it last did (or failed to). */
  async announce(): Promise<void> {
    const upTo = this.writesHere;
    if (upTo === this.announced) return;
    try {
      await outsideTransactions(this.dataSource, (runner) => countCounterWrite(runner));
      this.announced = Math.max(this.announced, upTo);
    } catch (error) {
      Logger.warn(`计数已写入，通知其他进程失败，将在下次写入后重试：${String(error)}`, 'HitCounters');
    }
  }
}
