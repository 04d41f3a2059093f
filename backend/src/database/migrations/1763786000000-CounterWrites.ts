import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { column } from './columns';

/**
 * `content_version.counters`: moved on by every write of counted hits (news views, download counts) on any process,
 * so a process may keep the stored counts it read until the next such write (see stored-counts.ts) instead of reading
 * them again for every request.
 */
export class CounterWrites1763786000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('content_version', new TableColumn(column.bigint('counters')));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('content_version', 'counters');
  }
}
