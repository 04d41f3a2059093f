import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { CategoryCount, News, NewsDetail, Page } from '@site/contract';
import { DataSource, EntityManager, FindOptionsOrder, FindOptionsWhere, Repository } from 'typeorm';
import { ApiError } from '../../common/envelope/api-error';
import { CounterBatch } from '../counters/counter-batch';
import { HitCounters } from '../counters/hit-counters';
import { StoredCounts } from '../counters/stored-counts';
import { type Kept, ReadCache } from '../../common/cache/read-cache';
import { Clock } from '../../common/clock';
import type { PublicContext } from '../preview/public-context';
import { PublicReads } from '../preview/public-reads';
import { articleFields, newArticle } from '../articles/article';
import { type Author, DeleteDto, deleteRows, listPage, reachedBy, saveRow } from '../../common/crud';
import { categoriesInUse } from '../articles/categories';
import { AdminNewsListDto, PublicNewsListDto } from './dto/news-list.dto';
import { SaveNewsDto } from './dto/save-news.dto';
import { NewsEntity } from './news.entity';
import { NewsDetailQueries } from './news-detail-queries';
import { NewsSearch } from './news-search';
import { RevisionsService } from '../revisions/revisions.service';
import { toNewsWire as toWire } from './news.wire';
import { StoredAddresses } from '../uploads/stored-addresses';

/** The columns an admin list may be sorted by (each with its index: migration ListIndexes). */
export const SORTABLE: Array<keyof NewsEntity & string> = [
  'id',
  'title',
  'sort',
  'status',
  'is_top',
  'publish_time',
  'views',
  'created_at',
  'updated_at',
];

const NOT_FOUND = '新闻不存在';

/** The public list order; `prev`/`next` of a detail follow it too. */
const PUBLIC_ORDER: FindOptionsOrder<NewsEntity> = { is_top: 'DESC', publish_time: 'DESC', id: 'DESC' };

@Injectable()
export class NewsService {
  /** Views, written behind (see HitCounters). */
  private readonly views: CounterBatch;
  /** Views as stored (see StoredCounts). */
  private readonly storedViews: StoredCounts;
  private readonly detailQueries: NewsDetailQueries;

  constructor(
    @InjectRepository(NewsEntity) private readonly repo: Repository<NewsEntity>,
    @InjectDataSource() dataSource: DataSource,
    private readonly clock: Clock,
    private readonly cache: ReadCache,
    private readonly reads: PublicReads,
    private readonly search: NewsSearch,
    private readonly counters: HitCounters,
    revisions: RevisionsService,
    private readonly addresses: StoredAddresses,
  ) {
    this.views = counters.of('news', 'views');
    this.storedViews = counters.stored('news', 'views');
    this.detailQueries = new NewsDetailQueries(dataSource);
    // A restored item is indexed again like a saved one (its delete dropped it from the index).
    revisions.onRestore('news', (row, manager) =>
      this.search.index(row.id as number, row.title as string, row.summary as string, manager),
    );
  }

  /** News of the call's `lang` published as it sees them, without `content`; `views` as counted now. */
  async listPublished(call: PublicContext, query: PublicNewsListDto): Promise<Page<News>> {
    const read = await this.reads.read(call, `news|${call.lang}|${JSON.stringify(query)}`, (db, kept) =>
      this.loadPublished(db, kept, call, query),
    );
    const page = read.value;
    await this.views.settled();
    const stored = await this.storedViews.of(
      this.repo.manager,
      page.list.map((item) => item.id),
      read,
      call.answer,
    );
    return { ...page, list: page.list.map((item) => this.counted(item, stored.get(item.id))) };
  }

  private loadPublished(
    db: EntityManager,
    kept: Kept,
    call: PublicContext,
    query: PublicNewsListDto,
  ): Promise<Page<News>> {
    const { lang } = call;
    const filter = query.category ? { category: query.category } : {};
    const where: FindOptionsWhere<NewsEntity> = { ...this.published(lang, call.now), ...filter };
    // A previewed item joins the list it will be in; not a keyword search's (the keyword index would stand for its id).
    const shown = query.keyword?.trim() ? undefined : call.shown('news');
    // The total is counted once per content stamp, whichever page is read.
    const totalKey = `news-total|${lang}|${query.category ?? ''}|${query.keyword?.trim() ?? ''}`;
    return listPage(
      db.getRepository(NewsEntity),
      query,
      {
        where: shown ? [where, { lang, id: shown, ...filter }] : where,
        keywordFields: ['title', 'summary'],
        keywordIndex: (terms) => this.search.matching(terms),
        defaultOrder: PUBLIC_ORDER,
        omit: ['content'],
        total: (count) => kept(totalKey, count),
      },
      toWire,
    );
  }

  /**
   * A published news item with its neighbours, from the read cache's segment for details (see ReadCache); counts the
   * visitor's view (see HitCounters.hit), and the answer's `views` is the stored count (see StoredCounts) plus the views
   * not yet written.
   */
  async detail(call: PublicContext, id: number): Promise<NewsDetail> {
    const read = await this.reads.read(
      call,
      `news-detail|${call.lang}|${id}`,
      (db) => this.loadDetail(db, call, id),
      'details',
    );
    const item = read.value;
    if (!item) throw ApiError.notFound(NOT_FOUND);
    await this.views.settledFor(id);
    const stored = await this.storedViews.of(this.repo.manager, [id], read, call.answer);
    // An admin's preview is not a reader's view; a crawler's is none either, and a person's counts once in a while.
    if (!call.isPreview) await this.counters.hit('news', 'views', id, call.visitor);
    return this.counted(item, stored.get(id));
  }

  /** `item` with its views: `stored` (the count in the table, when read) plus the views not yet written. */
  private counted<T extends News>(item: T, stored: number | undefined): T {
    return { ...item, views: (stored ?? item.views) + this.views.unwritten(item.id) };
  }

  private async loadDetail(db: EntityManager, call: PublicContext, id: number): Promise<NewsDetail | null> {
    const now = call.now;
    const row = await this.detailQueries.item(db, call.lang, id, now, call.shown('news') === id);
    if (!row) return null;
    return { ...toWire(row), ...(await this.detailQueries.neighbours(db, row, now)) };
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
        keywordIndex: (terms) => this.search.matching(terms),
        sortable: SORTABLE,
        defaultOrder: { publish_time: 'DESC', id: 'DESC' },
        // Counted once per content stamp: at a million rows a count is most of a list's work.
        total: (count) =>
          this.cache.through(
            `news-admin-total|${lang}|${query.category ?? ''}|${query.status ?? ''}|${query.keyword?.trim() ?? ''}`,
            count,
          ),
      },
      (row) => this.withViews(row),
    );
  }

  /** The categories in use (the editor's picker). */
  categories(lang: string): Promise<CategoryCount[]> {
    return categoriesInUse(this.repo, lang, this.cache);
  }

  async save(lang: string, dto: SaveNewsDto, by: Author): Promise<News> {
    await this.addresses.assertStored(dto.video, 'video', '视频');
    const row = await saveRow(this.repo, dto.id, articleFields(dto), {
      onCreate: newArticle(lang, this.clock.now()),
      scope: { lang },
      by,
      notFoundMsg: NOT_FOUND,
      basedOn: dto.version,
      alongside: (saved, manager) => this.search.index(saved.id, saved.title, saved.summary, manager),
    });
    await this.views.settled();
    return this.withViews(row);
  }

  async remove(lang: string, body: DeleteDto, by: Author): Promise<{ deleted: number }> {
    return deleteRows(this.repo, body, by, { lang }, (ids, manager) => this.search.forget(ids, manager));
  }

  /** The row on the wire, its `views` including the views not yet written. */
  private withViews(row: NewsEntity): News {
    return { ...toWire(row), views: row.views + this.views.unwritten(row.id) };
  }

  private published(lang: string, now: Date): FindOptionsWhere<NewsEntity> {
    return { lang, status: 1, publish_time: reachedBy(now) };
  }
}
