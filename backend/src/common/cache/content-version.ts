import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type QueryRunner } from 'typeorm';
import { sqlTime } from '../database/sql-time';
import { Clock } from '../clock';
import { FreshRead } from './fresh-read';

/** Tables whose rows go live by themselves when `publish_time` passes (status 1, time reached). */
const SCHEDULED_TABLES = ['news', 'cases'] as const;

/** The content stamp a read was made under, and how many counter writes the database had seen by then. */
export interface Stamped {
  stamp: string;
  /** The content change counter the stamp holds. */
  counter: number;
  /** Moved on by every write of counted hits, on any process (see countCounterWrite). */
  counters: number;
}

interface Counters {
  /** The content change counter. */
  version: number;
  /** Writes of counted hits. */
  counters: number;
}

interface Known {
  counter: number;
  stamp: string;
  /** When the next scheduled row goes live (ms), or null when none is waiting. */
  nextGoLive: number | null;
}

/** Counts one change, in the transaction of `manager` when it is one (see saveRow): committed with the change. */
export async function bumpContentVersion(manager: DataSource | EntityManager): Promise<void> {
  await manager.query('UPDATE content_version SET version = version + 1 WHERE id = 1');
}

/** Counts one write of counted hits (views, downloads): readers of stored counts read them again (see StoredCounts). */
export async function countCounterWrite(manager: DataSource | EntityManager | QueryRunner): Promise<void> {
  await manager.query('UPDATE content_version SET counters = counters + 1 WHERE id = 1');
}

/**
 * The shared content change counter: one row in `content_version`, bumped in one atomic UPDATE after every
 * committed content write (in its transaction: see writeInTransaction), read with one primary-key SELECT. Every process sharing the
 * database sees a save on its next read, so caches keyed by `current()` are never stale after a save returns.
 */
@Injectable()
export class ContentVersion {
  private known: Known | null = null;
  private readonly counterRead = new FreshRead(() => this.readCounters());

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Counts one change of any content family. */
  bump(): Promise<void> {
    return bumpContentVersion(this.dataSource);
  }

  /** The counter alone: changes at every admin write. Concurrent callers share fresh reads (see FreshRead). */
  async counter(): Promise<number> {
    return (await this.counterRead.get()).version;
  }

  private async readCounters(): Promise<Counters> {
    // On the primary (dataSource.query's default), never a replica: a save must be seen by the very next read.
    const [row] = (await this.dataSource.query('SELECT version, counters FROM content_version WHERE id = 1')) as Array<{
      version: number | string;
      counters: number | string;
    }>;
    return { version: Number(row?.version ?? 0), counters: Number(row?.counters ?? 0) };
  }

  /**
   * A stamp of everything the public sees: the counter plus the publish time of the latest row that went live,
   * so it also changes when a scheduled news item or case goes live, with no save. The same on every process.
   * Cheap while nothing changes: one SELECT; the schedule is read again only after a change or a go-live time.
   */
  async current(): Promise<string> {
    return (await this.stamped()).stamp;
  }

  /** The stamp with the counter it holds: reads under the stamp must see at least that change (see ReplicaReads). */
  async stamped(): Promise<Stamped> {
    const { version: counter, counters } = await this.counterRead.get();
    const now = this.clock.now();
    let known = this.known;
    if (!known || known.counter !== counter || (known.nextGoLive !== null && now.getTime() >= known.nextGoLive)) {
      const schedule = await this.schedule(now);
      known = this.known = { counter, stamp: `${counter}.${schedule.lastLive}`, nextGoLive: schedule.nextGoLive };
    }
    return { stamp: known.stamp, counter, counters };
  }

  private async schedule(now: Date): Promise<{ lastLive: number; nextGoLive: number | null }> {
    let lastLive = 0;
    let nextGoLive: number | null = null;
    for (const table of SCHEDULED_TABLES) {
      // Both served by the (publish_time, status) index: a walk from now to the nearest published row.
      const [live] = await this.dataSource.query(
        `SELECT MAX(publish_time) AS t FROM ${table} WHERE status = 1 AND publish_time <= ?`,
        [sqlTime(this.dataSource, now)],
      );
      const [next] = await this.dataSource.query(
        `SELECT MIN(publish_time) AS t FROM ${table} WHERE status = 1 AND publish_time > ?`,
        [sqlTime(this.dataSource, now)],
      );
      lastLive = Math.max(lastLive, toMs(live?.t) ?? 0);
      const upcoming = toMs(next?.t);
      if (upcoming !== null) nextGoLive = nextGoLive === null ? upcoming : Math.min(nextGoLive, upcoming);
    }
    return { lastLive, nextGoLive };
  }
}

/** A DATETIME as read back raw: a Date (mysql2) or UTC text `YYYY-MM-DD HH:MM:SS.SSS` (SQLite). */
function toMs(value: Date | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.getTime() : new Date(`${value.replace(' ', 'T')}Z`).getTime();
}
