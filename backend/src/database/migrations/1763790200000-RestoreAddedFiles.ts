import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { column } from './columns';

/**
 * `restore_added_files`: the files a restore is about to add to storage, written down before its transaction begins
 * and cleared once it has committed or rolled back. Rows left behind are a restore that was killed: the next server
 * start removes those files when no upload row names them (restore-journal.ts).
 */
export class RestoreAddedFiles1763790200000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({ name: 'restore_added_files', columns: [column.string('stored_key', 191, { isPrimary: true })] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('restore_added_files');
  }
}
