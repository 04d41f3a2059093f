import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { History, Page } from '@site/contract';
import { FindOptionsOrder, Repository } from 'typeorm';
import { type Author, DeleteDto, deleteRows, listPage, saveRow } from '../../common/crud';
import { sanitizeRichHtml } from '../../common/sanitize/rich-html';
import { AdminHistoryListDto } from './dto/history-list.dto';
import { SaveHistoryDto } from './dto/save-history.dto';
import { HistoryEntity } from './history.entity';
import { toHistoryWire as toWire } from './history.wire';
import type { PublicContext } from '../preview/public-context';
import { PublicReads } from '../preview/public-reads';

/** The columns an admin list may be sorted by (each with its index: migration ListIndexes). */
export const SORTABLE: Array<keyof HistoryEntity & string> = [
  'id',
  'year',
  'month',
  'title',
  'sort',
  'created_at',
  'updated_at',
];

/** Newest year first; within a year newest month first (whole-year entries, month null, last), then `sort`. */
const TIMELINE_ORDER: FindOptionsOrder<HistoryEntity> = { year: 'DESC', month: 'DESC', sort: 'ASC', id: 'DESC' };

@Injectable()
export class HistoryService {
  constructor(
    @InjectRepository(HistoryEntity) private readonly repo: Repository<HistoryEntity>,
    private readonly reads: PublicReads,
  ) {}

  timeline(call: PublicContext): Promise<{ list: History[] }> {
    const { lang } = call;
    return this.reads.value(call, `history|${lang}`, async (db) => {
      const rows = await db.find(HistoryEntity, { where: { lang }, order: TIMELINE_ORDER });
      return { list: rows.map(toWire) };
    });
  }

  list(lang: string, query: AdminHistoryListDto): Promise<Page<History>> {
    return listPage(
      this.repo,
      query,
      {
        where: { lang, ...(query.year ? { year: query.year } : {}) },
        keywordFields: ['title', 'content'],
        sortable: SORTABLE,
      },
      toWire,
    );
  }

  async save(lang: string, dto: SaveHistoryDto, by: Author): Promise<History> {
    const { id, content, ...plain } = dto;
    const saved = await saveRow(
      this.repo,
      id,
      { ...plain, content: content === undefined ? undefined : sanitizeRichHtml(content) },
      { onCreate: { lang, content: '' }, scope: { lang }, by, notFoundMsg: '历史条目不存在', basedOn: dto.version },
    );
    return toWire(await this.repo.findOneByOrFail({ id: saved.id }));
  }

  remove(lang: string, body: DeleteDto, by: Author): Promise<{ deleted: number }> {
    return deleteRows(this.repo, body, by, { lang });
  }
}
