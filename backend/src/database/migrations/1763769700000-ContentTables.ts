import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { column, onMysql } from './columns';

/** News, cases, image list entries, history entries and page texts — all per language. */
export class ContentTables1763769700000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = onMysql(queryRunner);
    // Milliseconds kept on MySQL too (DATETIME(3)), so a publish time reads back exactly as it was saved
    // and equal-second entries still order the same way on both databases.
    const publishTime = () =>
      column.datetime('publish_time', { isNullable: false, ...(isMysql ? { precision: 3 } : {}) });
    await queryRunner.createTable(
      new Table({
        name: 'news',
        columns: [
          column.id(),
          column.string('lang', 16),
          column.string('title', 200),
          column.string('summary', 500),
          column.string('cover', 500),
          column.text('content', isMysql),
          column.string('video', 500),
          column.string('category', 64),
          column.string('author', 64),
          column.string('source', 128),
          column.int('is_top'),
          column.int('status', 1),
          publishTime(),
          column.int('views'),
          column.int('sort'),
          ...column.timestamps(),
        ],
        indices: [{ name: 'IDX_news_lang_status_publish_time', columnNames: ['lang', 'status', 'publish_time'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'cases',
        columns: [
          column.id(),
          column.string('lang', 16),
          column.string('title', 200),
          column.string('summary', 500),
          column.string('cover', 500),
          column.text('content', isMysql),
          column.string('video', 500),
          column.string('client', 128),
          column.string('category', 64),
          column.int('status', 1),
          publishTime(),
          column.int('sort'),
          ...column.timestamps(),
        ],
        indices: [{ name: 'IDX_cases_lang_status_sort', columnNames: ['lang', 'status', 'sort'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'imgs',
        // `group` is a reserved word in SQL: TypeORM quotes every identifier on both databases.
        columns: [
          column.id(),
          column.string('lang', 16),
          column.string('title', 200),
          column.string('group', 32),
          column.string('image', 500),
          column.string('video', 500),
          column.string('link', 500),
          column.string('description', 1000),
          column.int('status', 1),
          column.int('sort'),
          ...column.timestamps(),
        ],
        indices: [{ name: 'IDX_imgs_lang_group_sort', columnNames: ['lang', 'group', 'sort'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'history',
        columns: [
          column.id(),
          column.string('lang', 16),
          column.int('year', null, { isNullable: false }),
          column.int('month', null),
          column.string('title', 200),
          column.text('content', isMysql),
          column.string('image', 500),
          column.int('sort'),
          ...column.timestamps(),
        ],
        indices: [{ name: 'IDX_history_lang_year', columnNames: ['lang', 'year'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'page_texts',
        // `key` is reserved in MySQL; quoted like `group` above.
        columns: [
          column.id(),
          column.string('lang', 16),
          column.string('key', 64),
          column.string('title', 200),
          column.text('content', isMysql),
          ...column.timestamps(),
        ],
        indices: [{ name: 'UQ_page_texts_lang_key', columnNames: ['lang', 'key'], isUnique: true }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['page_texts', 'history', 'imgs', 'cases', 'news']) await queryRunner.dropTable(table);
  }
}
