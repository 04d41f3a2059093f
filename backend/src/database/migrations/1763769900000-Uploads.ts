import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { column } from './columns';

/** Stored upload files (served under /uploads/) and multi-part upload sessions. */
export class Uploads1763769900000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'uploaded_files',
        columns: [
          column.id(),
          column.string('stored_key', 191),
          column.string('original_name', 255),
          column.string('mime', 100),
          column.bigint('size'),
          column.string('sha256', 64),
          column.int('admin_id', null),
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [{ name: 'UQ_uploaded_files_stored_key', columnNames: ['stored_key'], isUnique: true }],
        foreignKeys: [
          {
            columnNames: ['admin_id'],
            referencedTableName: 'admins',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'upload_sessions',
        columns: [
          column.id(),
          column.string('upload_id', 32),
          column.int('admin_id', null, { isNullable: false }),
          column.string('file_name', 255),
          column.bigint('file_size'),
          column.int('chunk_size'),
          column.int('total_parts'),
          column.string('sha256', 64),
          column.datetime('expires_at', { isNullable: false }),
          column.datetime('finishing_until'),
          ...column.timestamps(),
        ],
        indices: [
          { name: 'UQ_upload_sessions_upload_id', columnNames: ['upload_id'], isUnique: true },
          { name: 'IDX_upload_sessions_admin_id', columnNames: ['admin_id'] },
          { name: 'IDX_upload_sessions_expires_at', columnNames: ['expires_at'] },
        ],
        // No foreign key to admins on purpose: a session must outlive nothing but its expiry, which
        // is when the sweep removes its parts too (a cascade would orphan the part files).
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('upload_sessions');
    await queryRunner.dropTable('uploaded_files');
  }
}
