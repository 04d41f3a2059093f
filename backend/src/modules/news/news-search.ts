import { randomUUID } from 'node:crypto';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, FindOperator, Raw } from 'typeorm';
import { bumpContentVersion } from '../../common/cache/content-version';
import { JobLeases } from '../leases/job-leases';
import { fillNewsSearch } from './news-search-fill';
import { searchGrams, searchPhrase } from './search-grams';

/** Held by the one process that fills an index found behind the news, while it does. */
const FILL_LEASE = 'news-search-fill';
const FILL_LEASE_MS = 10 * 60_000;

/**
 * The news keyword index (table `news_search`, see the NewsSearch migration): a full-text index of the bigrams of
 * each item's title and summary — FTS5 on SQLite, a FULLTEXT index on MySQL/MariaDB. Kept in step by the news
 * service on every save and delete.
 */
@Injectable()
export class NewsSearch implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly leases: JobLeases,
  ) {}

  /**
   * Fills an index that has nothing while there are news: the migration that creates it runs no code of the app's, so
   * news written before it (or an index lost) are indexed here, at start, by the first process to take the lease.
   */
  async onApplicationBootstrap(): Promise<void> {
    if (!(await this.behind())) return;
    const holder = randomUUID();
    if ((await this.leases.take(FILL_LEASE, holder, FILL_LEASE_MS)) !== null) return;
    try {
      if (!(await this.behind())) return;
      await this.rebuild();
      // Keyword lists answered before now (by any process) found nothing of what is indexed now.
      await bumpContentVersion(this.dataSource);
    } finally {
      await this.leases.release(FILL_LEASE, holder);
    }
  }

  /** Whether there are news and no entry at all in the index. */
  private async behind(): Promise<boolean> {
    const [news] = (await this.dataSource.query('SELECT id FROM news LIMIT 1')) as unknown[];
    if (!news) return false;
    const [entry] = (await this.dataSource.query(
      `SELECT ${this.isMysql ? 'id' : 'rowid'} FROM news_search LIMIT 1`,
    )) as unknown[];
    return !entry;
  }

  private get isMysql(): boolean {
    return this.dataSource.options.type === 'mysql';
  }

  /** Indexes every item again (after rows were written without the news service, e.g. the demo seed). */
  rebuild(): Promise<void> {
    return fillNewsSearch((sql, parameters) => this.dataSource.query(sql, parameters), this.isMysql);
  }

  /** Indexes (or re-indexes) one item, in the save's transaction (`manager`). */
  async index(id: number, title: string, summary: string, manager: EntityManager): Promise<void> {
    const grams = searchGrams(title, summary);
    if (this.isMysql) {
      await manager.query('REPLACE INTO news_search (id, grams) VALUES (?, ?)', [id, grams]);
      return;
    }
    await manager.query('DELETE FROM news_search WHERE rowid = ?', [id]);
    await manager.query('INSERT INTO news_search (rowid, grams) VALUES (?, ?)', [id, grams]);
  }

  /** Drops the entries of items that no longer exist among `ids`, in the delete's transaction (`manager`). */
  async forget(ids: number[], manager: EntityManager): Promise<void> {
    if (!ids.length) return;
    const marks = ids.map(() => '?').join(', ');
    const key = this.isMysql ? 'id' : 'rowid';
    await manager.query(
      `DELETE FROM news_search WHERE ${key} IN (${marks}) AND ${key} NOT IN (SELECT id FROM news WHERE id IN (${marks}))`,
      [...ids, ...ids],
    );
  }

  /**
   * The `id` condition of items whose title or summary contains every one of `terms`, or null when one is shorter than
   * two characters (no bigram: the caller falls back to LIKE for it).
   */
  matching(terms: string[]): FindOperator<number> | null {
    const phrases = terms.map(searchPhrase);
    if (phrases.length === 0 || phrases.some((phrase) => phrase === null)) return null;
    // Every phrase required: FTS5's AND, MariaDB's boolean-mode `+`.
    const query = this.isMysql ? phrases.map((phrase) => `+${phrase}`).join(' ') : phrases.join(' AND ');
    const match = this.isMysql
      ? 'SELECT id FROM news_search WHERE MATCH(grams) AGAINST(:phrase IN BOOLEAN MODE)'
      : 'SELECT rowid FROM news_search WHERE news_search MATCH :phrase';
    return Raw((column) => `${column} IN (${match})`, { phrase: query });
  }
}
