import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Page, Seo } from '@site/contract';
import { In, Repository } from 'typeorm';
import { type Author, DeleteDto, ListSpec, deleteRows, listPage, saveRow } from '../../common/crud';
import { SaveSeoDto, SeoListQueryDto } from './dto/seo.dto';
import { SeoEntity } from './seo.entity';
import { toSeoWire } from './seo.wire';
import type { PublicContext } from '../preview/public-context';
import { PublicReads } from '../preview/public-reads';

/** The columns an admin list may be sorted by (each with its index: migration ListIndexes). */
export const SORTABLE: Array<keyof SeoEntity & string> = ['id', 'page', 'title', 'created_at', 'updated_at'];

/** The entry a page without its own SEO entry falls back to. */
export const SEO_FALLBACK_PAGE = 'home';

@Injectable()
export class SeoService {
  constructor(
    @InjectRepository(SeoEntity) private readonly seo: Repository<SeoEntity>,
    private readonly reads: PublicReads,
  ) {}

  /** The page's entry; without one, the `home` entry; null when neither exists. */
  detail(call: PublicContext, page: string): Promise<Seo | null> {
    const { lang } = call;
    return this.reads.value(call, `seo|${lang}|${page}`, async (db) => {
      const rows = await db.findBy(SeoEntity, { lang, page: In([page, SEO_FALLBACK_PAGE]) });
      const row = rows.find((entry) => entry.page === page) ?? rows.find((entry) => entry.page === SEO_FALLBACK_PAGE);
      return row ? toSeoWire(row) : null;
    });
  }

  list(lang: string, query: SeoListQueryDto): Promise<Page<Seo>> {
    const spec: ListSpec<SeoEntity> = {
      where: { lang },
      keywordFields: ['page', 'title'],
      sortable: SORTABLE,
      // SEO entries have no `sort`: by page key, the way an admin looks one up.
      uniqueKey: 'page',
      defaultOrder: { page: 'ASC' },
    };
    return listPage(this.seo, query, spec, toSeoWire);
  }

  async save(lang: string, { id, page, title, keywords, description, version }: SaveSeoDto, by: Author): Promise<Seo> {
    const row = await saveRow(
      this.seo,
      id,
      { page, title, keywords, description },
      {
        onCreate: { lang },
        scope: { lang },
        by,
        notFoundMsg: 'SEO 条目不存在',
        conflictMsg: '该页面已有 SEO 条目',
        basedOn: version,
      },
    );
    return toSeoWire(row);
  }

  remove(lang: string, body: DeleteDto, by: Author): Promise<{ deleted: number }> {
    return deleteRows(this.seo, body, by, { lang });
  }
}
