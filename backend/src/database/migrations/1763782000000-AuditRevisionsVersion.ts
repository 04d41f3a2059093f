import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { column, onMysql } from './columns';

/** The tables whose rows keep revisions and carry a `version` (see the revisions module). */
const VERSIONED = ['news', 'cases', 'imgs', 'history', 'page_texts', 'downloads', 'download_cates', 'seo', 'settings'];

/**
 * The editors' safety net (issue 21): the append-only audit log, the revisions of every content item with their
 * full snapshots, and each content row's `version` (counts its saves, for the 409 of a save based on an older one).
 */
export class AuditRevisionsVersion1763782000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = onMysql(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'audit_log',
        columns: [
          column.id(),
          column.datetime('created_at', { isNullable: false }),
          column.string('action', 32),
          column.int('admin_id', null),
          column.string('username', 64),
          column.string('role', 16),
          column.string('ip', 64),
          column.string('user_agent', 255),
          column.string('family', 32),
          column.int('target_id', null),
          column.string('title', 200),
          column.string('fields', 1000),
        ],
        indices: [
          { name: 'IDX_audit_log_created_at', columnNames: ['created_at'] },
          { name: 'IDX_audit_log_username', columnNames: ['username', 'id'] },
          { name: 'IDX_audit_log_action', columnNames: ['action', 'id'] },
          { name: 'IDX_audit_log_family', columnNames: ['family', 'id'] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'revisions',
        columns: [
          column.id(),
          column.string('family', 32),
          column.int('item_id'),
          column.string('lang', 16),
          column.int('version'),
          column.string('action', 16),
          column.string('title', 200),
          column.string('fields', 1000),
          column.int('admin_id', null),
          column.string('username', 64),
          column.text('snapshot', mysql, { isNullable: false }),
          column.datetime('created_at', { isNullable: false }),
        ],
        indices: [
          { name: 'IDX_revisions_item', columnNames: ['family', 'item_id', 'id'] },
          { name: 'IDX_revisions_action', columnNames: ['action', 'id'] },
        ],
      }),
    );
    // Plain ALTER TABLE, which both engines run in place: TypeORM's addColumn rebuilds a SQLite table, and the
    // rebuild would drop the indexes it does not model (those of ListIndexes).
    for (const table of VERSIONED) {
      await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN version integer NOT NULL DEFAULT 1`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of VERSIONED) await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN version`);
    await queryRunner.dropTable('revisions');
    await queryRunner.dropTable('audit_log');
  }
}
