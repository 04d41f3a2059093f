import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { column } from './columns';

/**
 * `baidu_pushes`: the site's pages to push to Baidu (BAIDU_PUSH_TOKEN), one row per address: queued when its news
 * item goes live or changes, then sent, retried or given up on (backend/src/modules/baidu-push).
 */
export class BaiduPush1763789000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'baidu_pushes',
        columns: [
          column.id(),
          column.string('url'),
          column.string('state', 16),
          column.int('attempts'),
          column.datetime('next_attempt_at', { precision: 3 }),
          column.datetime('pushed_at', { precision: 3 }),
          column.string('answer', 500),
          column.datetime('changed_at', { isNullable: false, precision: 3 }),
        ],
      }),
    );
    // One row per address: a page changed again while it waits is pushed once.
    await queryRunner.createIndex(
      'baidu_pushes',
      new TableIndex({ name: 'IDX_baidu_pushes_url', columnNames: ['url'], isUnique: true }),
    );
    await queryRunner.createIndex(
      'baidu_pushes',
      new TableIndex({ name: 'IDX_baidu_pushes_state_next', columnNames: ['state', 'next_attempt_at'] }),
    );
    await queryRunner.createIndex(
      'baidu_pushes',
      new TableIndex({ name: 'IDX_baidu_pushes_changed_at', columnNames: ['changed_at'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('baidu_pushes');
  }
}
