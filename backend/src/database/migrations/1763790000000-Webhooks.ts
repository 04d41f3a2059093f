import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { column, onMysql } from './columns';

/**
 * `webhook_endpoints`: the addresses super admins register, each with its sealed signing secret; `webhook_deliveries`:
 * one row per event and endpoint, queued on the change's own transaction, then sent, retried or given up on
 * (backend/src/modules/webhooks).
 */
export class Webhooks1763790000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = onMysql(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'webhook_endpoints',
        columns: [
          column.id(),
          column.string('name', 100),
          column.string('url', 500),
          column.string('events', 2000),
          column.int('enabled', 1),
          column.string('secret_sealed', 255),
          column.datetime('failing_since', { precision: 3 }),
          column.string('disabled_reason', 300),
          column.datetime('disabled_at', { precision: 3 }),
          column.datetime('created_at', { isNullable: false, precision: 3 }),
          column.datetime('updated_at', { isNullable: false, precision: 3 }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'webhook_deliveries',
        columns: [
          column.id(),
          column.string('delivery_id', 40),
          column.int('endpoint_id', null, { isNullable: false }),
          column.string('event', 64),
          // Set for events that more than one process may find (a scheduled publish): the second insert is ignored.
          column.string('dedupe_key', 191, { isNullable: true }),
          column.text('payload', isMysql, { isNullable: false }),
          column.string('state', 16),
          column.int('attempts'),
          column.datetime('next_attempt_at', { precision: 3 }),
          // Set while one sender attempts it: no other takes it meanwhile.
          column.datetime('claimed_until', { precision: 3 }),
          column.datetime('last_attempt_at', { precision: 3 }),
          column.int('response_status', null),
          column.int('duration_ms', null),
          column.string('response_excerpt', 500),
          column.string('error', 300),
          // Retries run for a day from here (a resend starts a new day).
          column.datetime('queued_at', { isNullable: false, precision: 3 }),
          column.datetime('created_at', { isNullable: false, precision: 3 }),
        ],
      }),
    );
    const indexes = [
      new TableIndex({ name: 'IDX_webhook_deliveries_delivery_id', columnNames: ['delivery_id'], isUnique: true }),
      new TableIndex({
        name: 'IDX_webhook_deliveries_dedupe',
        columnNames: ['endpoint_id', 'dedupe_key'],
        isUnique: true,
      }),
      new TableIndex({ name: 'IDX_webhook_deliveries_state_next', columnNames: ['state', 'next_attempt_at'] }),
      new TableIndex({ name: 'IDX_webhook_deliveries_endpoint', columnNames: ['endpoint_id', 'id'] }),
      new TableIndex({ name: 'IDX_webhook_deliveries_created', columnNames: ['created_at'] }),
    ];
    for (const index of indexes) await queryRunner.createIndex('webhook_deliveries', index);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('webhook_deliveries');
    await queryRunner.dropTable('webhook_endpoints');
  }
}
