import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Page, PageText } from '@site/contract';
import { Repository } from 'typeorm';
import { type Author, DeleteDto, deleteRows, findOr404, listPage, saveRow } from '../../common/crud';
import { sanitizeRichHtml } from '../../common/sanitize/rich-html';
import { AdminPageTextListDto } from './dto/page-text-list.dto';
import { SavePageTextDto } from './dto/save-page-text.dto';
import { PageTextEntity } from './page-text.entity';
import { toPageTextWire as toWire } from './page-text.wire';
import type { PublicContext } from '../preview/public-context';
import { PublicReads } from '../preview/public-reads';

/** The columns an admin list may be sorted by (each with its index: migration ListIndexes). */
export const SORTABLE: Array<keyof PageTextEntity & string> = ['id', 'key', 'title', 'created_at', 'updated_at'];

const NOT_FOUND = '页面文本不存在';

@Injectable()
export class PageTextsService {
  constructor(
    @InjectRepository(PageTextEntity) private readonly repo: Repository<PageTextEntity>,
    private readonly reads: PublicReads,
  ) {}

  byKey(call: PublicContext, key: string): Promise<PageText> {
    const { lang } = call;
    return this.reads.value(call, `page-text|${lang}|${key}`, async (db) =>
      toWire(await findOr404(db.getRepository(PageTextEntity), { lang, key }, NOT_FOUND)),
    );
  }

  list(lang: string, query: AdminPageTextListDto): Promise<Page<PageText>> {
    return listPage(
      this.repo,
      query,
      {
        where: { lang },
        keywordFields: ['key', 'title'],
        sortable: SORTABLE,
        // Page texts have no `sort`: listed by key, the name the pages use.
        uniqueKey: 'key',
        defaultOrder: { key: 'ASC' },
      },
      toWire,
    );
  }

  /** The unique index on (lang, key) decides duplicates, so two admins racing get one 409, not two rows. */
  async save(lang: string, dto: SavePageTextDto, by: Author): Promise<PageText> {
    const { id, content, ...plain } = dto;
    const saved = await saveRow(
      this.repo,
      id,
      { ...plain, content: content === undefined ? undefined : sanitizeRichHtml(content) },
      {
        onCreate: { lang, content: '' },
        scope: { lang },
        by,
        notFoundMsg: NOT_FOUND,
        basedOn: dto.version,
        conflictMsg: `key「${dto.key}」已存在`,
      },
    );
    return toWire(await this.repo.findOneByOrFail({ id: saved.id }));
  }

  remove(lang: string, body: DeleteDto, by: Author): Promise<{ deleted: number }> {
    return deleteRows(this.repo, body, by, { lang });
  }
}
