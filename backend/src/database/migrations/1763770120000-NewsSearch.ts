import { onMysql } from './columns';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The news keyword index (see modules/news/search-grams.ts): FTS5 on SQLite (contentless: only the index is
 * stored), a table with a FULLTEXT index on MySQL/MariaDB. Created empty: a migration runs no code of the app's, whose
 * grams may change; the news already there are indexed when the app starts (NewsSearch.onApplicationBootstrap).
 */
export class NewsSearch1763770120000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = onMysql(queryRunner);
    if (isMysql) {
      await queryRunner.query(
        'CREATE TABLE news_search (id INT NOT NULL PRIMARY KEY, grams MEDIUMTEXT NOT NULL, FULLTEXT KEY FT_news_search_grams (grams)) ENGINE=InnoDB DEFAULT CHARSET=ascii',
      );
    } else {
      await queryRunner.query(
        "CREATE VIRTUAL TABLE news_search USING fts5(grams, content='', contentless_delete=1, tokenize='ascii')",
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE news_search');
  }
}
