import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Case, Page } from '@site/contract';
import { Repository } from 'typeorm';
import { ReadCache } from '../../common/cache/read-cache';
import { Clock } from '../../common/clock';
import { articleFields, newArticle } from '../../common/crud/article';
import { DeleteDto, deleteRows, listPage, reachedBy, saveRow } from '../../common/crud';
import { CaseEntity } from './case.entity';
import { AdminCaseListDto, PublicCaseListDto } from './dto/case-list.dto';
import { SaveCaseDto } from './dto/save-case.dto';
import { toCaseWire as toWire } from './case.wire';

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
  ) {}

  /** Published cases of `lang` (status 1, publish time reached), with content; `sort`, then newest id. */
  listPublished(lang: string, query: PublicCaseListDto): Promise<Page<Case>> {
    const where = {
      lang,
      status: 1 as const,
      publish_time: reachedBy(this.clock.now()),
      ...(query.category ? { category: query.category } : {}),
    };
    // The total is counted once per content stamp, whichever page is read.
    const totalKey = `cases-total|${lang}|${query.category ?? ''}`;
    return this.cache.through(`cases|${lang}|${JSON.stringify(query)}`, (db) =>
      listPage(
        db.getRepository(CaseEntity),
        query,
        { where, total: (count) => this.cache.through(totalKey, count) },
        toWire,
      ),
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

  async save(lang: string, dto: SaveCaseDto): Promise<Case> {
    const saved = await saveRow(this.repo, dto.id, articleFields(dto), {
      onCreate: newArticle(lang, this.clock.now()),
      scope: { lang },
      notFoundMsg: '案例不存在',
    });
    return toWire(await this.repo.findOneByOrFail({ id: saved.id }));
  }

  remove(lang: string, body: DeleteDto): Promise<{ deleted: number }> {
    return deleteRows(this.repo, body, { lang });
  }
}
