import type { RevisionFamily } from '@site/contract';
import type { ObjectLiteral } from 'typeorm';

/** Each family that keeps revisions: its table and the column that names an item. */
const FAMILIES: Record<RevisionFamily, { table: string; titleColumn: string }> = {
  news: { table: 'news', titleColumn: 'title' },
  cases: { table: 'cases', titleColumn: 'title' },
  images: { table: 'imgs', titleColumn: 'title' },
  history: { table: 'history', titleColumn: 'title' },
  'page-texts': { table: 'page_texts', titleColumn: 'title' },
  downloads: { table: 'downloads', titleColumn: 'title' },
  'download-cates': { table: 'download_cates', titleColumn: 'name' },
  seo: { table: 'seo', titleColumn: 'page' },
  settings: { table: 'settings', titleColumn: 'key' },
};

const BY_TABLE = new Map(Object.entries(FAMILIES).map(([family, { table }]) => [table, family as RevisionFamily]));

/** The family of rows of `table`, or null when it keeps no revisions (admins, danmaku). */
export const familyOfTable = (table: string): RevisionFamily | null => BY_TABLE.get(table) ?? null;

export const tableOf = (family: RevisionFamily): string => FAMILIES[family].table;

/** What names a row of `table` in lists and the audit log ('' when nothing does). */
export function titleOf(table: string, row: ObjectLiteral): string {
  const family = familyOfTable(table);
  const column = family ? FAMILIES[family].titleColumn : table === 'admins' ? 'username' : 'title';
  const value: unknown = row[column];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * Columns that are no edit of the item: its identity and the server's bookkeeping, and the counters visitors move.
 * They are neither changed fields nor written back by a restore.
 */
export const BOOKKEEPING = new Set(['id', 'lang', 'created_at', 'updated_at', 'version', 'views', 'download_count']);

/** What a changed column is called in a record: a password's hash is "password" (its value is never recorded). */
const fieldName = (column: string): string => (column === 'password_hash' ? 'password' : column);

/** Comparable form of a column value (times by their instant). */
const comparable = (value: unknown): unknown => (value instanceof Date ? value.getTime() : value);

/** The edited columns that differ between `before` and `after` (every one set on a create). */
export function changedFields(before: ObjectLiteral | null, after: ObjectLiteral | null): string[] {
  if (!after) return [];
  return Object.keys(after)
    .filter((column) => !BOOKKEEPING.has(column) && column !== 'username_key')
    .filter((column) =>
      before ? comparable(before[column]) !== comparable(after[column]) : after[column] !== '' && after[column] != null,
    )
    .map(fieldName);
}
