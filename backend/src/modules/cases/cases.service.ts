import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { CategoryCount, Case, Page } from '@site/contract';
import { Repository } from 'typeorm';
import { ReadCache } from '../../common/cache/read-cache';
import { Clock } from '../../common/clock';
import type { PublicContext } from '../preview/public-context';
import { PublicReads } from '../preview/public-reads';
import { articleFields, newArticle } from '../articles/article';
import { type Author, DeleteDto, deleteRows, listPage, reachedBy, saveRow } from '../../common/crud';
import { categoriesInUse } from '../articles/categories';
import { CaseEntity } from './case.entity';
import { AdminCaseListDto, PublicCaseListDto } from './dto/case-list.dto';
import { SaveCaseDto } from './dto/save-case.dto';
import { toCaseWire as toWire } from './case.wire';
import { StoredAddresses } from '../uploads/stored-addresses';

/** The columns an admin list may be sorted by (each with its index: migration ListIndexes). */
export const SORTABLE: Array<keyof CaseEntity & string> = [
  'id',
  'title',
  'client',
  'category',
  'sort',
  'status',
  'publish_time',
  'created_at',
  'updated_at',
];

@Injectable()
export class CasesService {
  constructor(
    @InjectRepository(CaseEntity) private readonly repo: Repository<CaseEntity>,
    private readonly clock: Clock,
    private readonly cache: ReadCache,
    private readonly reads: PublicReads,
    private readonly addresses: StoredAddresses,
  ) {}

  /**
   * Cases of `lang` published as the call sees them (status 1, publish time reached; a previewed case whatever its
   * status), with content; `sort`, then newest id.
   */
  listPublished(call: PublicContext, query: PublicCaseListDto): Promise<Page<Case>> {
    const { lang } = call;
    const filter = query.category ? { category: query.category } : {};
    const published = { lang, status: 1 as const, publish_time: reachedBy(call.now), ...filter };
    const shown = call.shown('cases');
    const where = shown ? [published, { lang, id: shown, ...filter }] : published;
    // The total is counted once per content stamp, whichever page is read.
    const totalKey = `cases-total|${lang}|${query.category ?? ''}`;
    return this.reads.value(call, `cases|${lang}|${JSON.stringify(query)}`, (db, kept) =>
      listPage(db.getRepository(CaseEntity), query, { where, total: (count) => kept(totalKey, count) }, toWire),
    );
  }

  list(lang: string, query: AdminCaseListDto): Promise<Page<Case>> {
    return listPage(
      this.repo,
      query,
      {
        where: { lang, ...(query.category ? { category: query.category } : {}) },
        keywordFields: ['title', 'summary', 'client'],
        sortable: SORTABLE,
      },
      toWire,
    );
  }

  /** The categories in use (the editor's picker). */
  categories(lang: string): Promise<CategoryCount[]> {
    return categoriesInUse(this.repo, lang, this.cache);
  }

  async save(lang: string, dto: SaveCaseDto, by: Author): Promise<Case> {
    await this.addresses.assertStored(dto.video, 'video', '视频');
    const saved = await saveRow(this.repo, dto.id, articleFields(dto), {
      onCreate: newArticle(lang, this.clock.now()),
      scope: { lang },
      by,
      notFoundMsg: '案例不存在',
      basedOn: dto.version,
    });
    return toWire(await this.repo.findOneByOrFail({ id: saved.id }));
  }

  remove(lang: string, body: DeleteDto, by: Author): Promise<{ deleted: number }> {
    return deleteRows(this.repo, body, by, { lang });
  }
}
