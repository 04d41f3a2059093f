import type { DataSource, EntityManager } from 'typeorm';
import { batchedById, batchedRead } from '../../common/database/batched-read';
import { sqlTime } from '../../common/database/sql-time';
import { NewsEntity } from './news.entity';

/** The index of the public list order (migration ListIndexes), which the neighbour seeks use too. */
const PUBLIC_LIST_INDEX = 'IDX_news_lang_status_is_top_publish_time';

/** A listed item of the lang, published or scheduled. */
const LISTED = 'lang = ? AND status = 1';
/** A published item of the lang at the time (`+publish_time`: see `reachedBy`). */
const PUBLISHED = `${LISTED} AND +publish_time <= ?`;

const SIDES = ['prev', 'next'] as const;
type Side = (typeof SIDES)[number];
/** The way a side walks the list's index: `prev` (pinned or newer) up, `next` (older) down. */
const DIRECTION: Record<Side, 'ASC' | 'DESC'> = { prev: 'ASC', next: 'DESC' };

type Neighbour = { id: number; title: string } | null;
type NeighbourRow = { seek: number | string; id: number | string; title: string };

/**
 * The reads of a public news detail: the item, then both its neighbours in one statement; the details read at once
 * share those two statements (database/runtime/batched-read): their items are one find by id, their seeks one UNION
 * ALL. The neighbours follow the public list order is_top desc, publish_time desc, id
 * desc — `prev` pinned or newer, `next` older — each found by a LIMIT 1 seek past the item's (publish_time, id) in its
 * pin group on the list's index (lang, status, is_top, publish_time, id). Only an item at the end of its group needs
 * another seek, for the nearest item of the other group (the oldest pinned item comes right before the newest unpinned
 * one): two seeks a detail, not three every time. Each read is on the manager given (see ReplicaReads); the details
 * read at once on one manager share statements.
 */
export class NewsDetailQueries {
  private readonly mysql: boolean;
  private readonly itemReads = batchedById(NewsEntity);
  private readonly neighbourReads = batchedRead<NeighbourRow>();

  constructor(private readonly dataSource: DataSource) {
    this.mysql = dataSource.options.type === 'mysql';
  }

  /** The item when it is published in `lang` at `now`, or, `previewed`, whatever its status and publish time. */
  async item(db: EntityManager, lang: string, id: number, now: Date, previewed = false): Promise<NewsEntity | null> {
    const row = await this.itemReads(db, id);
    if (!row || row.lang !== lang) return null;
    // PUBLISHED, checked against each reader's own lang and time: the items of a batch are read by id alone.
    return previewed || (row.status === 1 && row.publish_time.getTime() <= now.getTime()) ? row : null;
  }

  /** The published items before and after `row` in the public list order. */
  async neighbours(db: EntityManager, row: NewsEntity, now: Date): Promise<Record<Side, Neighbour>> {
    const at = this.time(now);
    const past = this.past(this.time(row.publish_time), row.id);
    // Older than a published item (`next`) is published too: only `prev` needs the publish-time bound.
    const listed: Record<Side, { condition: string; values: unknown[] }> = {
      prev: { condition: PUBLISHED, values: [row.lang, at] },
      next: { condition: LISTED, values: [row.lang] },
    };
    const found = await this.neighbourReads(db, {
      shape: 'within group',
      sql: (place) =>
        this.union(
          SIDES.map((side, seek) =>
            this.seek(place, seek, side, `${listed[side].condition} AND is_top = ? AND ${past[side].condition}`),
          ),
        ),
      parameters: SIDES.flatMap((side) => [...listed[side].values, row.is_top, ...past[side].values]),
    });
    const within = (side: Side) => neighbour(found.find((hit) => Number(hit.seek) === SIDES.indexOf(side)));
    return {
      prev: within('prev') ?? (row.is_top === 0 ? await this.nearestOfGroup(db, 'prev', 1, row.lang, at) : null),
      next: within('next') ?? (row.is_top === 1 ? await this.nearestOfGroup(db, 'next', 0, row.lang, at) : null),
    };
  }

  /** The first published item of pin group `isTop` walking the list's index the way of `side`. */
  private async nearestOfGroup(
    db: EntityManager,
    side: Side,
    isTop: number,
    lang: string,
    at: Date | string,
  ): Promise<Neighbour> {
    const [hit] = await this.neighbourReads(db, {
      shape: `nearest ${side}`,
      sql: (place) => this.union([this.seek(place, 0, side, `${PUBLISHED} AND is_top = ?`)]),
      parameters: [lang, at, isTop],
    });
    return neighbour(hit);
  }

  /** One LIMIT 1 seek on the list's index for the rows that meet `condition`. */
  private seek(place: number, seek: number, side: Side, condition: string): string {
    // SQLite picks the index by itself. MariaDB reads USE INDEX as leave to walk the index from one end for
    // ORDER BY … LIMIT 1; FORCE INDEX makes it seek the range.
    const from = this.mysql ? `news FORCE INDEX (${PUBLIC_LIST_INDEX})` : `news INDEXED BY ${PUBLIC_LIST_INDEX}`;
    const direction = DIRECTION[side];
    return (
      `SELECT ${place} AS run, ${seek} AS seek, id, title FROM ${from} WHERE ${condition} ` +
      `ORDER BY publish_time ${direction}, id ${direction} LIMIT 1`
    );
  }

  /**
   * Seeks as one statement. MariaDB takes each parenthesised select as it is; SQLite has no such syntax and needs each
   * one wrapped as a subquery, which MariaDB would instead write out as a temporary table (a fifth of its cost there).
   * One OR of the seeks instead would make the planners walk the index.
   */
  private union(seeks: string[]): string {
    return this.mysql
      ? seeks.map((seek) => `(${seek})`).join(' UNION ALL ')
      : seeks.map((seek, index) => `SELECT * FROM (${seek}) AS seek${index}`).join(' UNION ALL ');
  }

  /**
   * Per side, the condition of a range seek past (publish_time, id) and its values: a row value on SQLite. MariaDB
   * reads a row value only as a filter, but the OR of its two halves as one range over the index's columns and the id
   * InnoDB ends it with.
   */
  private past(time: Date | string, id: number): Record<Side, { condition: string; values: unknown[] }> {
    const beyond = (cmp: '>' | '<') =>
      this.mysql
        ? { condition: `(publish_time ${cmp} ? OR (publish_time = ? AND id ${cmp} ?))`, values: [time, time, id] }
        : { condition: `(publish_time, id) ${cmp} (?, ?)`, values: [time, id] };
    return { prev: beyond('>'), next: beyond('<') };
  }

  private time(date: Date): Date | string {
    return sqlTime(this.dataSource, date);
  }
}

const neighbour = (hit: NeighbourRow | undefined): Neighbour => (hit ? { id: Number(hit.id), title: hit.title } : null);
