import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { column } from './columns';

/**
 * `hit_marks`: when a reader (a digest of address and browser) last counted for a row of a hit counter, so a reader
 * counts once per VIEW_DEDUP_MINUTES whichever process answers (backend/src/modules/counters/hit-marks.ts).
 */
export class HitMarks1763788360000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'hit_marks',
        columns: [
          column.string('counter', 64, { isPrimary: true }),
          { ...column.int('item_id'), isPrimary: true },
          column.string('visitor', 32, { isPrimary: true }),
          column.bigint('seen_at'),
        ],
      }),
    );
    await queryRunner.createIndex(
      'hit_marks',
      new TableIndex({ name: 'IDX_hit_marks_seen_at', columnNames: ['seen_at'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('hit_marks');
  }
}
