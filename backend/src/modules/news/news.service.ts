import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { News, NewsDetail, Page } from '@site/contract';
import { FindOptionsOrder, FindOptionsWhere, Repository } from 'typeorm';
import { ApiError } from '../../common/api-error';
import { CounterBatch } from '../../common/cache/counter-batch';
import { ReadCache } from '../../common/cache/read-cache';
import { Clock } from '../../common/clock';
import { articleFields, newArticle } from '../../common/crud/article';
import { DeleteDto, deleteRows, listPage, reachedBy, saveRow } from '../../common/crud';
import { AdminNewsListDto, PublicNewsListDto } from './dto/news-list.dto';
import { SaveNewsDto } from './dto/save-news.dto';
import { NewsEntity } from './news.entity';
import { NewsSearch } from './news-search';
import { toNewsWire as toWire } from './news.wire';

const NOT_FOUND = '新闻不存在';

/** The public list order; `prev`/`next` of a detail follow it too. */
const PUBLIC_ORDER: FindOptionsOrder<NewsEntity> = { is_top: 'DESC', publish_time: 'DESC', id: 'DESC' };

/** The index of the public list order (migration ListIndexes), which the neighbour seeks use too. */
const PUBLIC_LIST_INDEX = 'IDX_news_lang_status_is_top_publish_time';

@Injectable()
export class NewsService implements OnModuleDestroy {
  /** Views, written in batches (see CounterBatch). */
  private readonly views: CounterBatch;

  constructor(
    @InjectRepository(NewsEntity) private readonly repo: Repository<NewsEntity>,
    private readonly clock: Clock,
    private readonly cache: ReadCache,
    private readonly search: NewsSearch,
  ) {
    this.views = new CounterBatch(repo.manager.connection, 'news', 'views');
  }

  /** Writes the views still counted in memory before the database closes. */
  onModuleDestroy(): Promise<void> {
    return this.views.close();
  }

  /** Published news of `lang`, without `content`. */
  listPublished(lang: string, query: PublicNewsListDto): Promise<Page<News>> {
    const where = {
      ...this.published(lang, this.clock.now()),
      ...(query.category ? { category: query.category } : {}),
    };
    // The total is counted once per content stamp, not per page read.
    const totalKey = `news-total|${lang}|${query.category ?? ''}|${query.keyword?.trim() ?? ''}`;
    return listPage(
      this.repo,
      query,
      {
        where,
        keywordFields: ['title', 'summary'],
        keywordIndex: (keyword) => this.search.matching(keyword),
        defaultOrder: PUBLIC_ORDER,
        omit: ['content'],
        total: (count) => this.cache.remember(totalKey, count),
      },
      toWire,
    );
  }

  /**
   * A published news item with its neighbours, cached per content stamp; counts the view in the batch, and the
   * answer's `views` is the stored count plus the views not yet written (this one included).
   */
  async detail(lang: string, id: number): Promise<NewsDetail> {
    const item = await this.cache.remember(`news-detail|${lang}|${id}`, () => this.loadDetail(lang, id));
    if (!item) throw ApiError.notFound(NOT_FOUND);
    await this.views.settled();
    const [stored] = (await this.repo.query('SELECT views FROM news WHERE id = ?', [id])) as Array<{ views: number }>;
    await this.views.add(id);
    return { ...item, views: Number(stored?.views ?? 0) + this.views.unwritten(id) };
  }

  private async loadDetail(lang: string, id: number): Promise<NewsDetail | null> {
    const published = this.published(lang, this.clock.now());
    const row = await this.repo.findOneBy({ ...published, id });
    if (!row) return null;
    const [prev, next] = await Promise.all([
      this.neighbour(row, published, 'prev'),
      this.neighbour(row, published, 'next'),
    ]);
    return { ...toWire(row), prev, next };
  }

  /** Every news item of `lang`; `views` includes the views not yet written. */
  async list(lang: string, query: AdminNewsListDto): Promise<Page<News>> {
    await this.views.settled();
    return listPage(
      this.repo,
      query,
      {
        where: { lang, ...(query.category ? { category: query.category } : {}) },
        keywordFields: ['title', 'summary'],
        keywordIndex: (keyword) => this.search.matching(keyword),
        sortable: ['id', 'title', 'sort', 'status', 'is_top', 'publish_time', 'views', 'created_at', 'updated_at'],
        defaultOrder: { publish_time: 'DESC', id: 'DESC' },
        // Counted once per content stamp: at a million rows a count is most of a list's work.
        total: (count) =>
          this.cache.remember(
            `news-admin-total|${lang}|${query.category ?? ''}|${query.status ?? ''}|${query.keyword?.trim() ?? ''}`,
            count,
          ),
      },
      (row) => this.withViews(row),
    );
  }

  async save(lang: string, dto: SaveNewsDto): Promise<News> {
    const saved = await saveRow(this.repo, dto.id, articleFields(dto), {
      onCreate: newArticle(lang, this.clock.now()),
      scope: { lang },
      notFoundMsg: NOT_FOUND,
    });
    const row = await this.repo.findOneByOrFail({ id: saved.id });
    await this.search.index(row.id, row.title, row.summary);
    await this.views.settled();
    return this.withViews(row);
  }

  async remove(lang: string, body: DeleteDto): Promise<{ deleted: number }> {
    const result = await deleteRows(this.repo, body, { lang });
    await this.search.forget(body.ids?.length ? body.ids : body.id ? [body.id] : []);
    return result;
  }

  /** The row on the wire, its `views` including the views not yet written. */
  private withViews(row: NewsEntity): News {
    return { ...toWire(row), views: row.views + this.views.unwritten(row.id) };
  }

  private published(lang: string, now: Date): FindOptionsWhere<NewsEntity> {
    return { lang, status: 1, publish_time: reachedBy(now) };
  }

  /**
   * The published item just before (`prev`: pinned or newer) or just after (`next`: older) `row` in the public
   * list order is_top desc, publish_time desc, id desc. A few seeks, each one LIMIT 1 range on the list's index
   * (lang, status, is_top, publish_time, id): the next (time, id) in the same pin group, then the nearest item of the
   * other group. One OR of them would make the planners walk the index.
   */
  private async neighbour(
    row: NewsEntity,
    published: FindOptionsWhere<NewsEntity>,
    side: 'prev' | 'next',
  ): Promise<{ id: number; title: string } | null> {
    const [cmp, direction] = side === 'prev' ? (['>', 'ASC'] as const) : (['<', 'DESC'] as const);
    const otherGroup = side === 'prev' ? (row.is_top === 0 ? 1 : null) : row.is_top === 1 ? 0 : null;
    // SQLite seeks a row-value range on the index in one step; MariaDB needs the pair split in two.
    const sameGroup =
      this.repo.manager.connection.options.type === 'mysql'
        ? [
            `n.is_top = :top AND n.publish_time = :time AND n.id ${cmp} :id`,
            `n.is_top = :top AND n.publish_time ${cmp} :time`,
          ]
        : [`n.is_top = :top AND (n.publish_time, n.id) ${cmp} (:time, :id)`];
    const steps = [...sameGroup, ...(otherGroup === null ? [] : ['n.is_top = :other'])];
    for (const step of steps) {
      const [sql, parameters] = this.repo
        .createQueryBuilder('n')
        .useIndex(PUBLIC_LIST_INDEX)
        .select(['n.id', 'n.title'])
        .where(published)
        .andWhere(step, { top: row.is_top, time: row.publish_time, id: row.id, other: otherGroup })
        .orderBy('n.publish_time', direction)
        .addOrderBy('n.id', direction)
        .limit(1)
        .getQueryAndParameters();
      // MySQL only (SQLite picks this index by itself): MariaDB reads USE INDEX as leave to walk the index from one
      // end for ORDER BY … LIMIT 1; FORCE INDEX makes it seek the range.
      const [found] = (await this.repo.query(sql.replace(' USE INDEX (', ' FORCE INDEX ('), parameters)) as Array<{
        n_id: number;
        n_title: string;
      }>;
      if (found) return { id: found.n_id, title: found.n_title };
    }
    return null;
  }
}
