import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { column } from './columns';

/** DPlayer's on-screen comments; the index serves the player's read (one video, visible, by time). */
export class Danmaku1763770000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'danmaku',
        columns: [
          column.id(),
          column.string('video_id', 64),
          column.string('author', 64),
          { name: 'time', type: 'double', default: '0' },
          // At most 30 characters are accepted (see SendDanmakuDto); the column leaves room should that grow.
          column.string('text', 100),
          column.int('color', 0xffffff),
          column.int('type', 0),
          column.int('status', 1),
          column.string('ip', 64),
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [{ name: 'IDX_danmaku_video_status_time', columnNames: ['video_id', 'status', 'time', 'id'] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('danmaku');
  }
}
