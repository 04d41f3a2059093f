import type { Repository } from 'typeorm';
import { batchedRead, type Run } from '../../database/batched-read';
import { hydrate, sqlTime } from '../../database/raw-sql';
import type { NewsEntity } from './news.entity';

/** The index of the public list order (migration ListIndexes), which the neighbour seeks use too. */
const PUBLIC_LIST_INDEX = 'IDX_news_lang_status_is_top_publish_time';

/** A published item of the lang at the time (`+publish_time`: see `reachedBy`). */
const PUBLISHED = 'lang = ? AND status = 1 AND +publish_time <= ?';

type Side = 'prev' | 'next';
type Neighbour = { id: number; title: string } | null;
type NeighbourRow = { seek: number | string; id: number | string; title: string };

/** One LIMIT 1 seek on the list index for a neighbour on `side`, with the values of its `?` after the published ones. */
interface Seek {
  side: Side;
  condition: string;
  values: (row: NewsEntity, time: Date | string) => unknown[];
}

/**
 * The reads of a public news detail in fixed SQL (see database/raw-sql): the item, then both its neighbours in one
 * statement; the details read at once share those two statements (database/batched-read). The neighbours follow the public list order is_top desc, publish_time desc, id desc — `prev` pinned or
 * newer, `next` older — each found by LIMIT 1 seeks on the list's index (lang, status, is_top, publish_time, id): the
 * next (time, id) in the item's pin group, else the nearest item of the other group. The seeks go as one UNION ALL
 * of one-row subqueries (one round trip instead of up to three); one OR of them would make the planners walk the index.
 */
export class NewsDetailQueries {
  private readonly mysql: boolean;
  /** The SQL of the neighbour seeks at a place in a batch, and the seeks, per pin group of the item (0 or 1). */
  private readonly neighbourStatements: Array<{ sql: (place: number) => string; seeks: Seek[] }>;
  private readonly itemReads: (run: Run) => Promise<Array<Record<string, unknown>>>;
  private readonly neighbourReads: (run: Run) => Promise<NeighbourRow[]>;

  constructor(private readonly repo: Repository<NewsEntity>) {
    const dataSource = repo.manager.connection;
    this.mysql = dataSource.options.type === 'mysql';
    this.itemReads = batchedRead(dataSource);
    this.neighbourReads = batchedRead(dataSource);
    this.neighbourStatements = [0, 1].map((isTop) => this.neighbourStatement(isTop));
  }

  /** The item when it is published in `lang` at `now`. */
  async item(lang: string, id: number, now: Date): Promise<NewsEntity | null> {
    const [raw] = await this.itemReads({
      shape: 'item',
      sql: (place) => `SELECT ${place} AS run, news.* FROM news WHERE id = ? AND ${PUBLISHED}`,
      parameters: [id, lang, this.time(now)],
    });
    return raw ? hydrate(this.repo, raw) : null;
  }

  /** The published items before and after `row` in the public list order. */
  async neighbours(row: NewsEntity, now: Date): Promise<Record<Side, Neighbour>> {
    const isTop = row.is_top === 1 ? 1 : 0;
    const { sql, seeks } = this.neighbourStatements[isTop];
    const time = this.time(row.publish_time);
    const parameters = seeks.flatMap((seek) => [row.lang, this.time(now), ...seek.values(row, time)]);
    const found = await this.neighbourReads({ shape: `pin group ${isTop}`, sql, parameters });
    // Per side, the row of its first seek that found one (the seeks of a side are in order of preference).
    const first = (side: Side): Neighbour => {
      const hit = found
        .filter((candidate) => seeks[Number(candidate.seek)].side === side)
        .sort((a, b) => Number(a.seek) - Number(b.seek))[0];
      return hit ? { id: Number(hit.id), title: hit.title } : null;
    };
    return { prev: first('prev'), next: first('next') };
  }

  private neighbourStatement(isTop: number): { sql: (place: number) => string; seeks: Seek[] } {
    const seeks = (['prev', 'next'] as const).flatMap((side) => this.seeksOf(side, isTop));
    // SQLite picks the index by itself. MariaDB reads USE INDEX as leave to walk the index from one end for
    // ORDER BY … LIMIT 1; FORCE INDEX makes it seek the range.
    const from = this.mysql ? `news FORCE INDEX (${PUBLIC_LIST_INDEX})` : `news INDEXED BY ${PUBLIC_LIST_INDEX}`;
    const selects = (place: number) =>
      seeks.map((seek, index) => {
        const direction = seek.side === 'prev' ? 'ASC' : 'DESC';
        return (
          `SELECT ${place} AS run, ${index} AS seek, id, title FROM ${from} WHERE ${PUBLISHED} AND ${seek.condition} ` +
          `ORDER BY publish_time ${direction}, id ${direction} LIMIT 1`
        );
      });
    // MariaDB takes each parenthesised select as it is; SQLite has no such syntax and needs each one wrapped as a
    // subquery, which MariaDB would instead write out as a temporary table (a fifth of the statement's cost there).
    const sql = (place: number) =>
      this.mysql
        ? selects(place)
            .map((select) => `(${select})`)
            .join(' UNION ALL ')
        : selects(place)
            .map((select, index) => `SELECT * FROM (${select}) AS seek${index}`)
            .join(' UNION ALL ');
    return { sql, seeks };
  }

  private seeksOf(side: Side, isTop: number): Seek[] {
    const cmp = side === 'prev' ? '>' : '<';
    // One range seek past (publish_time, id) on the index: a row value on SQLite. MariaDB reads a row value only as a
    // filter, but the OR of its two halves as one range over the index's columns and the id it ends with.
    const past = this.mysql
      ? {
          condition: `(publish_time ${cmp} ? OR (publish_time = ? AND id ${cmp} ?))`,
          values: (time: unknown, id: number) => [time, time, id],
        }
      : { condition: `(publish_time, id) ${cmp} (?, ?)`, values: (time: unknown, id: number) => [time, id] };
    const sameGroup: Seek = {
      side,
      condition: `is_top = ? AND ${past.condition}`,
      values: (row, time) => [row.is_top, ...past.values(time, row.id)],
    };
    // prev of an unpinned item may be the oldest pinned one; next of a pinned item the newest unpinned one.
    const other = side === 'prev' ? (isTop === 0 ? 1 : null) : isTop === 1 ? 0 : null;
    return other === null ? [sameGroup] : [sameGroup, { side, condition: 'is_top = ?', values: () => [other] }];
  }

  private time(date: Date): Date | string {
    return sqlTime(this.repo.manager.connection, date);
  }
}
