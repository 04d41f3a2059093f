import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { column, onMysql } from './columns';

/** Download categories and their files, SEO entries per page, and site settings — all per language. */
export class DownloadsSeoSettings1763769800000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = onMysql(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'download_cates',
        columns: [
          column.id(),
          column.string('lang', 16),
          column.string('name', 100),
          column.int('sort'),
          ...column.timestamps(),
        ],
        indices: [{ name: 'IDX_download_cates_lang_sort', columnNames: ['lang', 'sort'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'downloads',
        columns: [
          column.id(),
          column.string('lang', 16),
          column.int('cate_id', null, { isNullable: false }),
          column.string('title', 200),
          column.string('description', 1000),
          column.string('file_url', 500),
          column.string('file_name', 255),
          column.bigint('file_size'),
          column.int('status', 1),
          column.int('sort'),
          column.int('download_count'),
          ...column.timestamps(),
        ],
        indices: [
          { name: 'IDX_downloads_lang_status_sort', columnNames: ['lang', 'status', 'sort'] },
          { name: 'IDX_downloads_cate_id', columnNames: ['cate_id'] },
        ],
        // NO ACTION (= RESTRICT on MySQL): a category cannot go while a download points at it, even when two
        // admins race. Not RESTRICT itself: SQLite reports that as a trigger error, not a foreign-key one.
        foreignKeys: [
          {
            columnNames: ['cate_id'],
            referencedTableName: 'download_cates',
            referencedColumnNames: ['id'],
            onDelete: 'NO ACTION',
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'seo',
        columns: [
          column.id(),
          column.string('lang', 16),
          column.string('page', 64),
          column.string('title', 200),
          column.string('keywords', 500),
          column.string('description', 1000),
          ...column.timestamps(),
        ],
        indices: [{ name: 'UQ_seo_lang_page', columnNames: ['lang', 'page'], isUnique: true }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'settings',
        // `key` and `group` are reserved words in SQL: TypeORM quotes every identifier on both databases.
        columns: [
          column.id(),
          column.string('lang', 16),
          column.string('key', 64),
          // Up to 65535 characters: MEDIUMTEXT on MySQL, since TEXT holds 65535 bytes, not characters.
          column.text('value', isMysql),
          column.string('title', 100),
          column.string('group', 64),
          column.int('is_public', 0),
          ...column.timestamps(),
        ],
        indices: [
          { name: 'UQ_settings_lang_key', columnNames: ['lang', 'key'], isUnique: true },
          { name: 'IDX_settings_lang_group', columnNames: ['lang', 'group'] },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('settings');
    await queryRunner.dropTable('seo');
    await queryRunner.dropTable('downloads');
    await queryRunner.dropTable('download_cates');
  }
}
