// Seeds BENCH_ROWS news into a migrated database: batched multi-row INSERTs inside one transaction.
import Database from 'better-sqlite3';
import { createConnection } from 'mysql2/promise';
import { NEWS_COLUMNS, newsRow } from './news-rows.mjs';
// The app's own keyword tokens (built into dist by `npm run build`, which the bench target runs first).
import { searchGrams } from '../dist/modules/news/search-grams.js';

const BATCH = 500;

const sqliteTime = (date) => date.toISOString().replace('T', ' ').replace('Z', '');

function batches(count, now, toValue) {
  const result = [];
  for (let start = 0; start < count; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) rows.push(toValue(newsRow(i, now)));
    result.push(rows);
  }
  return result;
}

export function seedSqlite(file, count, now = Date.now()) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('cache_size = -262144');
  const placeholders = `(${NEWS_COLUMNS.map(() => '?').join(', ')})`;
  const statements = new Map();
  const insert = (size) => {
    if (!statements.has(size)) {
      const sql = `INSERT INTO news (${NEWS_COLUMNS.join(', ')}) VALUES ${Array(size).fill(placeholders).join(', ')}`;
      statements.set(size, db.prepare(sql));
    }
    return statements.get(size);
  };
  const toValue = (row) =>
    NEWS_COLUMNS.map((column) => (row[column] instanceof Date ? sqliteTime(row[column]) : row[column]));
  // The keyword index the news service keeps (contentless FTS5: the rowid is the news id).
  const index = db.prepare('INSERT INTO news_search (rowid, grams) VALUES (?, ?)');
  db.transaction(() => {
    for (let start = 0; start < count; start += BATCH) {
      const rows = [];
      const end = Math.min(count, start + BATCH);
      for (let i = start; i < end; i++) rows.push(newsRow(i, now));
      const { lastInsertRowid } = insert(end - start).run(rows.flatMap(toValue));
      // One multi-row INSERT takes consecutive ids up to lastInsertRowid.
      const firstId = Number(lastInsertRowid) - rows.length + 1;
      rows.forEach((row, k) => index.run(firstId + k, searchGrams(row.title, row.summary)));
    }
  })();
  db.close();
}

export async function seedMysql(url, count, now = Date.now()) {
  const connection = await createConnection({ uri: url, timezone: 'Z', charset: 'utf8mb4_unicode_ci' });
  await connection.query("SET time_zone = '+00:00'");
  await connection.beginTransaction();
  for (const rows of batches(count, now, (row) => row)) {
    const values = rows.map((row) => NEWS_COLUMNS.map((column) => row[column]));
    const [result] = await connection.query(`INSERT INTO news (${NEWS_COLUMNS.join(', ')}) VALUES ?`, [values]);
    // One multi-row INSERT takes consecutive ids from insertId on.
    const grams = rows.map((row, k) => [result.insertId + k, searchGrams(row.title, row.summary)]);
    await connection.query('INSERT INTO news_search (id, grams) VALUES ?', [grams]);
  }
  await connection.commit();
  await connection.end();
}
