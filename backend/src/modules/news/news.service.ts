import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { News, NewsDetail, Page } from '@site/contract';
import { FindOptionsOrder, FindOptionsWhere, Repository } from 'typeorm';
import { ApiError } from '../../common/api-error';
import { Clock } from '../../common/clock';
import { DeleteDto, deleteRows, findOr404, listPage, reachedBy, rowToWire, saveRow } from '../../common/crud';
import { parseIsoTime } from '../../common/field-rules';
import { sanitizeRichHtml } from '../../common/sanitize/rich-html';
import { AdminNewsListDto, PublicNewsListDto } from './dto/news-list.dto';
import { SaveNewsDto } from './dto/save-news.dto';
import { NewsEntity } from './news.entity';

const NOT_FOUND = '新闻不存在';

/** The public list order; `prev`/`next` of a detail follow it too. */
const PUBLIC_ORDER: FindOptionsOrder<NewsEntity> = { is_top: 'DESC', publish_time: 'DESC', id: 'DESC' };

const toWire = (row: NewsEntity): News => rowToWire(row);

@Injectable()
export class NewsService {
  constructor(
    @InjectRepository(NewsEntity) private readonly repo: Repository<NewsEntity>,
    private readonly clock: Clock,
  ) {}

  /** Published news of `lang`, without `content`. */
  listPublished(lang: string, query: PublicNewsListDto): Promise<Page<News>> {
    const where = {
      ...this.published(lang, this.clock.now()),
      ...(query.category ? { category: query.category } : {}),
    };
    return listPage(
      this.repo,
      query,
      { where, keywordFields: ['title', 'summary'], defaultOrder: PUBLIC_ORDER, omit: ['content'] },
      toWire,
    );
  }

  /** A published news item with its neighbours; counts the view (the answer includes it). */
  async detail(lang: string, id: number): Promise<NewsDetail> {
    const published = this.published(lang, this.clock.now());
    const where = { ...published, id };
    // One atomic UPDATE, so concurrent readers never lose a view; `updated_at` stays: a view is not an edit.
    const counted = await this.repo
      .createQueryBuilder()
      .update()
      .set({ views: () => 'views + 1', updated_at: () => 'updated_at' })
      .where(where)
      .execute();
    if (!counted.affected) throw ApiError.notFound(NOT_FOUND);
    const row = await findOr404(this.repo, where, NOT_FOUND);
    const [prev, next] = await Promise.all([
      this.neighbour(row, published, 'prev'),
      this.neighbour(row, published, 'next'),
    ]);
    return { ...toWire(row), prev, next };
  }

  list(lang: string, query: AdminNewsListDto): Promise<Page<News>> {
    return listPage(
      this.repo,
      query,
      {
        where: { lang, ...(query.category ? { category: query.category } : {}) },
        keywordFields: ['title', 'summary'],
        sortable: ['id', 'title', 'sort', 'status', 'is_top', 'publish_time', 'views', 'created_at', 'updated_at'],
        defaultOrder: { publish_time: 'DESC', id: 'DESC' },
      },
      toWire,
    );
  }

  async save(lang: string, dto: SaveNewsDto): Promise<News> {
    const { id, content, publish_time, ...plain } = dto;
    const saved = await saveRow(
      this.repo,
      id,
      {
        ...plain,
        content: content === undefined ? undefined : sanitizeRichHtml(content),
        publish_time: publish_time === undefined ? undefined : parseIsoTime(publish_time),
      },
      { onCreate: { lang, content: '', publish_time: this.clock.now() }, scope: { lang }, notFoundMsg: NOT_FOUND },
    );
    return toWire(await this.repo.findOneByOrFail({ id: saved.id }));
  }

  remove(lang: string, body: DeleteDto): Promise<{ deleted: number }> {
    return deleteRows(this.repo, body, { lang });
  }

  private published(lang: string, now: Date): FindOptionsWhere<NewsEntity> {
    return { lang, status: 1, publish_time: reachedBy(now) };
  }

  /**
   * The published item just before (`prev`: pinned or newer) or just after (`next`: older) `row` in the public
   * list order is_top desc, publish_time desc, id desc — a keyset comparison on that triple.
   */
  private async neighbour(
    row: NewsEntity,
    published: FindOptionsWhere<NewsEntity>,
    side: 'prev' | 'next',
  ): Promise<{ id: number; title: string } | null> {
    const [cmp, direction] = side === 'prev' ? (['>', 'ASC'] as const) : (['<', 'DESC'] as const);
    const found = await this.repo
      .createQueryBuilder('n')
      .select(['n.id', 'n.title'])
      .where(published)
      .andWhere(
        `(n.is_top ${cmp} :top OR (n.is_top = :top AND (n.publish_time ${cmp} :time OR (n.publish_time = :time AND n.id ${cmp} :id))))`,
        { top: row.is_top, time: row.publish_time, id: row.id },
      )
      .orderBy('n.is_top', direction)
      .addOrderBy('n.publish_time', direction)
      .addOrderBy('n.id', direction)
      .limit(1)
      .getOne();
    return found ? { id: found.id, title: found.title } : null;
  }
}
