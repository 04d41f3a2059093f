import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, QueryFailedError, type QueryRunner } from 'typeorm';
import { isDatabaseUnavailable } from '../faults/database-unavailable';
import { Metrics } from '../metrics/metrics';

/** The replica's own copy of the content counter (see ContentVersion): its replication has reached that change. */
const REPLICA_VERSION_SQL = 'SELECT version FROM content_version WHERE id = 1';

/**
 * Where public content is read: with DATABASE_REPLICA_URLS, a replica that has caught up with the content version the
 * caller read from the primary; otherwise the primary. A save bumps the counter in its own transaction, so a replica
 * whose copy of the counter has reached that value has the save too, and nothing older is answered or cached under the
 * new version. A replica that is behind, cannot be reached, times out (the database timeout) or fails a statement
 * (a migration not replayed yet) is passed over and the primary answers: a public call never fails because of a
 * replica.
 */
@Injectable()
export class ReplicaReads {
  private readonly replicated: boolean;
  /** The counter each replica connection was last seen at: it only grows, so a value reached needs no second look. */
  private readonly seen = new WeakMap<object, number>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly metrics: Metrics,
  ) {
    this.replicated = 'replication' in dataSource.options && Boolean(dataSource.options.replication);
  }

  /**
   * `work` on a manager at content version `atLeast` or newer: a caught-up replica's, else the primary's. `atLeast` may
   * be a function reading it, called only when there are replicas.
   */
  async read<T>(atLeast: number | (() => Promise<number>), work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (!this.replicated) return work(this.dataSource.manager);
    const needed = typeof atLeast === 'number' ? atLeast : await atLeast();
    // Nothing reads through here from inside a read (what a load keeps beside its value is loaded with its manager:
    // see ReadCache), so a read never waits for a second replica connection while holding one.
    const runner = this.dataSource.createQueryRunner('slave');
    try {
      if (await this.caughtUp(runner, needed)) {
        const result = await work(runner.manager);
        this.metrics.replicaReads.inc({ result: 'replica' });
        return result;
      }
      this.metrics.replicaReads.inc({ result: 'behind' });
    } catch (error) {
      if (!(error instanceof QueryFailedError || isDatabaseUnavailable(error))) throw error;
      this.metrics.replicaReads.inc({ result: 'failed' });
    } finally {
      await runner.release();
    }
    return this.primary(work);
  }

  /** `work` on the primary. */
  primary<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return work(this.dataSource.manager);
  }

  /** Whether the replica `runner` is connected to has applied content version `atLeast`. */
  private async caughtUp(runner: QueryRunner, atLeast: number): Promise<boolean> {
    const connection = (await runner.connect()) as object;
    if ((this.seen.get(connection) ?? -1) >= atLeast) return true;
    const [row] = (await runner.query(REPLICA_VERSION_SQL)) as Array<{ version: number | string }>;
    const version = Number(row?.version ?? -1);
    this.seen.set(connection, version);
    return version >= atLeast;
  }
}
