import type { DataSource, QueryRunner } from 'typeorm';
import { outsideTransactions } from './counter-writes';

/** One reader's hit of one row, waiting for the marks to say whether it counts. */
export interface MarkedHit {
  id: number;
  /** The reader's key (see Visitor). */
  visitor: string;
  /** When the hit came, in ms since the epoch. */
  at: number;
}

/**
 * `hit_marks`: when each reader last counted for each row of each counter, kept in the database so that every process
 * counts a reader once per window, and a reader whose requests go to several processes too. Each claim is one
 * statement that either takes the mark or finds it taken, so two processes claiming the same mark count it once.
 */
export class HitMarks {
  constructor(private readonly dataSource: DataSource) {}

  /** The ids among `hits` of readers not counted for them within `windowMs` before each hit; their marks taken. */
  async claim(counter: string, hits: MarkedHit[], windowMs: number): Promise<number[]> {
    const counted: number[] = [];
    await outsideTransactions(this.dataSource, async (runner) => {
      for (const hit of hits) if (await this.claimOne(runner, counter, hit, windowMs)) counted.push(hit.id);
    });
    return counted;
  }

  /** Forgets marks older than `windowMs` before `now`: they count for nothing (a claim replaces them anyway). */
  async forgetBefore(now: number, windowMs: number): Promise<void> {
    await this.dataSource.query('DELETE FROM hit_marks WHERE seen_at < ?', [now - windowMs]);
  }

  private async claimOne(runner: QueryRunner, counter: string, hit: MarkedHit, windowMs: number): Promise<boolean> {
    const key = [counter, hit.id, hit.visitor];
    // A mark older than the window is taken again; a newer one stays, and the hit does not count.
    const renewed = await runner.query(
      'UPDATE hit_marks SET seen_at = ? WHERE counter = ? AND item_id = ? AND visitor = ? AND seen_at <= ?',
      [hit.at, ...key, hit.at - windowMs],
      true,
    );
    if (renewed.affected) return true;
    const ignore = this.dataSource.options.type === 'mysql' ? 'INSERT IGNORE' : 'INSERT OR IGNORE';
    const inserted = await runner.query(
      `${ignore} INTO hit_marks (counter, item_id, visitor, seen_at) VALUES (?, ?, ?, ?)`,
      [...key, hit.at],
      true,
    );
    return Boolean(inserted.affected);
  }
}
