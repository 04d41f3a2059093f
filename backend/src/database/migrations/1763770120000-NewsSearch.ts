import { onMysql } from './columns';
import { MigrationInterface, QueryRunner } from 'typeorm';
import { fillNewsSearch } from '../../modules/news/news-search-fill';

/**
 * The news keyword index (see modules/news/search-grams.ts): FTS5 on SQLite (contentless: only the index is
 * stored), a table with a FULLTEXT index on MySQL/MariaDB; filled for the news already there.
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
    await fillNewsSearch((sql, parameters) => queryRunner.query(sql, parameters), isMysql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE news_search');
  }
}
