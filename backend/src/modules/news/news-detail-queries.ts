import type { Repository } from 'typeorm';
import { hydrate, sqlTime } from '../../database/raw-sql';
import type { NewsEntity } from './news.entity';

/** The index of the public list order (migration ListIndexes), which the neighbour seeks use too. */
const PUBLIC_LIST_INDEX = 'IDX_news_lang_status_is_top_publish_time';

/** A published item of the lang at the time (`+publish_time`: see `reachedBy`). */
const PUBLISHED = 'lang = ? AND status = 1 AND +publish_time <= ?';

type Side = 'prev' | 'next';
export type Neighbour = { id: number; title: string } | null;

/**
 * The reads of a public news detail in fixed SQL (see database/raw-sql): the item, and its neighbours in the public
 * list order is_top desc, publish_time desc, id desc — `prev` pinned or newer, `next` older. Each neighbour is a
 * few seeks, each one LIMIT 1 range on the list's index (lang, status, is_top, publish_time, id): the next
 * (time, id) in the same pin group, then the nearest item of the other group. One OR of them would make the
 * planners walk the index.
 */
export class NewsDetailQueries {
  private readonly mysql: boolean;
  /** Per side: the seeks within the item's pin group, then the seek into the other group. */
  private readonly seeks: Record<Side, { sameGroup: string[]; otherGroup: string }>;

  constructor(private readonly repo: Repository<NewsEntity>) {
    this.mysql = repo.manager.connection.options.type === 'mysql';
    this.seeks = { prev: this.sideSeeks('>', 'ASC'), next: this.sideSeeks('<', 'DESC') };
  }

  /** The item when it is published in `lang` at `now`. */
  async item(lang: string, id: number, now: Date): Promise<NewsEntity | null> {
    const [raw] = (await this.repo.query(`SELECT * FROM news WHERE id = ? AND ${PUBLISHED}`, [
      id,
      lang,
      this.time(now),
    ])) as Array<Record<string, unknown>>;
    return raw ? hydrate(this.repo, raw) : null;
  }

  /** The published item next to `row` on `side` of the public list order. */
  async neighbour(row: NewsEntity, now: Date, side: Side): Promise<Neighbour> {
    const published = [row.lang, this.time(now)];
    const time = this.time(row.publish_time);
    const { sameGroup, otherGroup } = this.seeks[side];
    const sameGroupParameters = this.mysql
      ? [
          [row.is_top, time, row.id],
          [row.is_top, time],
        ]
      : [[row.is_top, time, row.id]];
    for (const [index, sql] of sameGroup.entries()) {
      const found = await this.first(sql, [...published, ...sameGroupParameters[index]]);
      if (found) return found;
    }
    // prev of an unpinned item may be the oldest pinned one; next of a pinned item the newest unpinned one.
    const other = side === 'prev' ? (row.is_top === 0 ? 1 : null) : row.is_top === 1 ? 0 : null;
    return other === null ? null : this.first(otherGroup, [...published, other]);
  }

  private sideSeeks(cmp: '>' | '<', direction: 'ASC' | 'DESC') {
    // SQLite picks the index by itself and seeks a row-value range in one step. MariaDB needs the pair split in two,
    // and reads USE INDEX as leave to walk the index from one end for ORDER BY … LIMIT 1: FORCE INDEX seeks.
    const from = this.mysql ? `news FORCE INDEX (${PUBLIC_LIST_INDEX})` : `news INDEXED BY ${PUBLIC_LIST_INDEX}`;
    const seek = (condition: string) =>
      `SELECT id, title FROM ${from} WHERE ${PUBLISHED} AND ${condition} ` +
      `ORDER BY publish_time ${direction}, id ${direction} LIMIT 1`;
    return {
      sameGroup: this.mysql
        ? [seek(`is_top = ? AND publish_time = ? AND id ${cmp} ?`), seek(`is_top = ? AND publish_time ${cmp} ?`)]
        : [seek(`is_top = ? AND (publish_time, id) ${cmp} (?, ?)`)],
      otherGroup: seek('is_top = ?'),
    };
  }

  private async first(sql: string, parameters: unknown[]): Promise<Neighbour> {
    const [found] = (await this.repo.query(sql, parameters)) as Array<{ id: number; title: string }>;
    return found ? { id: Number(found.id), title: found.title } : null;
  }

  private time(date: Date): Date | string {
    return sqlTime(this.repo.manager.connection, date);
  }
}
