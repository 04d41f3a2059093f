import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { column } from './columns';

/**
 * The content change counter (one row, bumped after every admin write) and the indexes that let every process
 * find the last and next go-live times by a short walk from now (see ContentVersion). `publish_time` leads, so
 * the lists, which filter by lang and status first, never prefer it to their own indexes.
 */
export class ContentVersion1763770100000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'content_version',
        columns: [{ name: 'id', type: 'integer', isPrimary: true }, column.bigint('version')],
      }),
    );
    await queryRunner.query('INSERT INTO content_version (id, version) VALUES (1, 0)');
    for (const table of ['news', 'cases']) {
      await queryRunner.createIndex(
        table,
        new TableIndex({ name: `IDX_${table}_publish_time_status`, columnNames: ['publish_time', 'status'] }),
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['news', 'cases']) await queryRunner.dropIndex(table, `IDX_${table}_publish_time_status`);
    await queryRunner.dropTable('content_version');
  }
}
