import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { column } from './columns';

/**
 * Sliding windows instead of fixed-window counters: `limit` places per bucket, each held by one
 * attempt until its window has passed, and one row per lock. The old counters are dropped: they only
 * ever held minutes of state.
 */
export class SlidingRateLimits1763770200000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('rate_limit_counters');
    await queryRunner.createTable(
      new Table({
        name: 'rate_limit_slots',
        columns: [
          column.string('bucket', 191, { isPrimary: true }),
          { name: 'slot', type: 'integer', isPrimary: true },
          column.datetime('expires_at', { isNullable: false, precision: 3 }),
          column.string('claim', 36),
        ],
        indices: [{ name: 'IDX_rate_limit_slots_expires', columnNames: ['expires_at'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'rate_limit_locks',
        columns: [
          column.string('bucket', 191, { isPrimary: true }),
          column.datetime('locked_until', { isNullable: false, precision: 3 }),
        ],
        indices: [{ name: 'IDX_rate_limit_locks_until', columnNames: ['locked_until'] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('rate_limit_locks');
    await queryRunner.dropTable('rate_limit_slots');
    await queryRunner.createTable(
      new Table({
        name: 'rate_limit_counters',
        columns: [
          column.string('bucket', 191, { isPrimary: true }),
          column.int('hits', 0),
          column.datetime('window_start', { isNullable: false }),
          column.datetime('blocked_until'),
        ],
      }),
    );
  }
}
