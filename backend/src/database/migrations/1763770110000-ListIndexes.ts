import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/**
 * One index per list order and filter, so every list reads its page straight off an index (no full sort, no
 * full scan) whatever the table's size — checked by test/list-plans.e2e-spec.ts with EXPLAIN on both databases.
 *
 * An admin `sort` orders by that column then `id` in the same direction, so `(lang, column)` serves both
 * directions (the primary key is the index's implicit last part on SQLite and InnoDB). The default orders that mix
 * directions (`sort` ascending, `id` descending) get an explicit `id DESC` part. Written as plain SQL: TypeORM's
 * index API has no descending parts; backquotes quote `group`/`key` on both SQLite and MySQL/MariaDB.
 */
const LIST_INDEXES: Record<string, string[][]> = {
  news: [
    ...byLang(['title', 'sort', 'status', 'is_top', 'publish_time', 'views', 'created_at', 'updated_at']),
    ['lang', 'category', 'publish_time'],
    // The public list: pinned first, then newest (scanned backwards), with and without a category.
    ['lang', 'status', 'is_top', 'publish_time'],
    ['lang', 'status', 'category', 'is_top', 'publish_time'],
  ],
  cases: [
    ...byLang(['title', 'client', 'category', 'sort', 'status', 'publish_time', 'created_at', 'updated_at']),
    ['lang', 'sort', 'id DESC'],
    ['lang', 'category', 'sort', 'id DESC'],
    ['lang', 'status', 'sort', 'id DESC'],
    ['lang', 'status', 'category', 'sort', 'id DESC'],
  ],
  imgs: [
    ...byLang(['title', 'group', 'sort', 'status', 'created_at', 'updated_at']),
    ['lang', 'sort', 'id DESC'],
    ['lang', 'group', 'sort', 'id DESC'],
    ['lang', 'status', 'sort', 'id DESC'],
    ['lang', 'status', 'group', 'sort', 'id DESC'],
  ],
  history: [
    // (lang, year) exists already (IDX_history_lang_year).
    ...byLang(['month', 'title', 'sort', 'created_at', 'updated_at']),
    ['lang', 'sort', 'id DESC'],
    ['lang', 'year', 'sort', 'id DESC'],
    ['lang', 'year DESC', 'month DESC', 'sort', 'id DESC'],
  ],
  // The unique (lang, key) serves the `key` order (a unique column needs no id tie, see ListSpec.uniqueKey).
  page_texts: byLang(['title', 'created_at', 'updated_at']),
  // (lang, sort) exists already (IDX_download_cates_lang_sort).
  download_cates: [...byLang(['name', 'created_at', 'updated_at']), ['lang', 'sort', 'id DESC']],
  downloads: [
    ...byLang(['cate_id', 'title', 'file_name', 'file_size', 'status', 'sort', 'download_count', 'created_at']),
    ['lang', 'updated_at'],
    ['lang', 'sort', 'id DESC'],
    ['lang', 'cate_id', 'sort', 'id DESC'],
    ['lang', 'status', 'sort', 'id DESC'],
  ],
  seo: byLang(['title', 'created_at', 'updated_at']),
  // (lang, group) exists already (IDX_settings_lang_group).
  settings: [
    ...byLang(['title', 'is_public', 'created_at', 'updated_at']),
    ['lang', 'group', 'key'],
    ['lang', 'is_public', 'key'],
  ],
  danmaku: [['video_id'], ['time'], ['status'], ['created_at']],
};

/** `(lang)` for the `id` order, and `(lang, column)` for each sortable column. */
function byLang(columns: string[]): string[][] {
  return [['lang'], ...columns.map((column) => ['lang', column])];
}

/** Earlier indexes that the ones above extend with an `id DESC` part; left alone, MariaDB may pick them and sort. */
const SUPERSEDED: Array<[string, string, string[]]> = [
  ['cases', 'IDX_cases_lang_status_sort', ['lang', 'status', 'sort']],
  ['imgs', 'IDX_imgs_lang_group_sort', ['lang', 'group', 'sort']],
  ['downloads', 'IDX_downloads_lang_status_sort', ['lang', 'status', 'sort']],
];

function indexName(table: string, parts: string[]): string {
  return `IDX_${table}_${parts.map((part) => part.replace(' DESC', '_desc')).join('_')}`;
}

export class ListIndexes1763770110000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, name] of SUPERSEDED) await queryRunner.dropIndex(table, name);
    for (const [table, indexes] of Object.entries(LIST_INDEXES)) {
      for (const parts of indexes) {
        const columns = parts.map((part) => part.replace(/^(\w+)/, '`$1`')).join(', ');
        await queryRunner.query(`CREATE INDEX ${indexName(table, parts)} ON ${table} (${columns})`);
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, indexes] of Object.entries(LIST_INDEXES)) {
      for (const parts of indexes) await queryRunner.dropIndex(table, indexName(table, parts));
    }
    for (const [table, name, columnNames] of SUPERSEDED) {
      await queryRunner.createIndex(table, new TableIndex({ name, columnNames }));
    }
  }
}
