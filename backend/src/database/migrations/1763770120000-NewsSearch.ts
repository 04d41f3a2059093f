import { MigrationInterface, QueryRunner } from 'typeorm';
import { searchGrams } from '../../modules/news/search-grams';

const BATCH = 500;

/**
 * The news keyword index (see modules/news/search-grams.ts): FTS5 on SQLite (contentless: only the index is
 * stored), a table with a FULLTEXT index on MySQL/MariaDB; filled for the news already there.
 */
export class NewsSearch1763770120000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.options.type === 'mysql';
    if (isMysql) {
      await queryRunner.query(
        'CREATE TABLE news_search (id INT NOT NULL PRIMARY KEY, grams MEDIUMTEXT NOT NULL, FULLTEXT KEY FT_news_search_grams (grams)) ENGINE=InnoDB DEFAULT CHARSET=ascii',
      );
    } else {
      await queryRunner.query(
        "CREATE VIRTUAL TABLE news_search USING fts5(grams, content='', contentless_delete=1, tokenize='ascii')",
      );
    }
    const insert = isMysql
      ? 'INSERT INTO news_search (id, grams) VALUES '
      : 'INSERT INTO news_search (rowid, grams) VALUES ';
    for (let lastId = 0; ;) {
      const rows = (await queryRunner.query('SELECT id, title, summary FROM news WHERE id > ? ORDER BY id LIMIT ?', [
        lastId,
        BATCH,
      ])) as Array<{ id: number; title: string; summary: string }>;
      if (!rows.length) break;
      await queryRunner.query(
        insert + rows.map(() => '(?, ?)').join(', '),
        rows.flatMap((row) => [row.id, searchGrams(row.title, row.summary)]),
      );
      lastId = rows[rows.length - 1].id;
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE news_search');
  }
}
