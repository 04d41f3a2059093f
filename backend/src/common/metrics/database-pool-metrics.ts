import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { EventEmitter } from 'node:events';
import { DataSource } from 'typeorm';
import { Metrics } from './metrics';

/**
 * Follows the MySQL pool through the events mysql2 documents for it (`connection`, `acquire`, `release`, `enqueue`),
 * never through its private counts. SQLite has no pool, so nothing is recorded there.
 */
@Injectable()
export class DatabasePoolMetrics implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly metrics: Metrics,
  ) {}

  onApplicationBootstrap(): void {
    if (this.dataSource.options.type !== 'mysql') return;
    // TypeORM's MySQL driver keeps its mysql2 pool in the public `pool` property.
    const pool = (this.dataSource.driver as unknown as { pool?: EventEmitter }).pool;
    if (!pool) return;
    pool.on('connection', () => this.metrics.poolConnections.inc());
    pool.on('acquire', () => {
      this.metrics.poolAcquisitions.inc();
      this.metrics.poolInUse.inc();
    });
    pool.on('release', () => this.metrics.poolInUse.dec());
    pool.on('enqueue', () => this.metrics.poolWaits.inc());
  }
}
