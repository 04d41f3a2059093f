import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Download, DownloadGroup, Page } from '@site/contract';
import { EntityManager, Repository } from 'typeorm';
import { ApiError } from '../../common/envelope/api-error';
import { StoredCounts } from '../counters/stored-counts';
import type { PublicContext } from '../preview/public-context';
import { PublicReads } from '../preview/public-reads';
import { CounterBatch } from '../counters/counter-batch';
import { HitCounters } from '../counters/hit-counters';
import {
  type Author,
  DeleteDto,
  ListSpec,
  deleteRows,
  isForeignKeyViolation,
  listPage,
  saveRow,
} from '../../common/crud';
import { DownloadCateEntity } from './download-cate.entity';
import { DownloadEntity } from './download.entity';
import { DownloadListQueryDto, SaveDownloadDto } from './dto/download.dto';
import { toDownloadWire } from './download.wire';

export const SORTABLE: Array<keyof DownloadEntity & string> = [
  'id',
  'cate_id',
  'title',
  'file_name',
  'file_size',
  'status',
  'sort',
  'download_count',
  'created_at',
  'updated_at',
];

const CATE_MISSING = [{ field: 'cate_id', message: '下载分类不存在' }];

@Injectable()
export class DownloadsService {
  /** Downloads counted, written behind (see HitCounters). */
  private readonly counts: CounterBatch;
  /** Downloads as stored (see StoredCounts). */
  private readonly storedCounts: StoredCounts;

  constructor(
    @InjectRepository(DownloadEntity) private readonly downloads: Repository<DownloadEntity>,
    @InjectRepository(DownloadCateEntity) private readonly cates: Repository<DownloadCateEntity>,
    private readonly reads: PublicReads,
    private readonly counters: HitCounters,
  ) {
    this.counts = counters.of('downloads', 'download_count');
    this.storedCounts = counters.stored('downloads', 'download_count');
  }

  /**
   * The public download page: categories by `sort` asc, `id` desc, each with its visible files in the
   * same order. A category without a visible file is left out (the page would show an empty heading). Download
   * counts are the stored ones (see StoredCounts): a download changes them with no save.
   */
  async groups(call: PublicContext): Promise<{ list: DownloadGroup[] }> {
    const read = await this.reads.read(call, `downloads|${call.lang}`, (db) => this.loadGroups(db, call));
    const { list } = read.value;
    await this.counts.settled();
    const counts = await this.storedCounts.of(
      this.downloads.manager,
      list.flatMap((group) => group.items.map((item) => item.id)),
      read,
      call.answer,
    );
    return {
      list: list.map((group) => ({
        ...group,
        items: group.items.map((item) => ({
          ...item,
          download_count: (counts.get(item.id) ?? item.download_count) + this.counts.unwritten(item.id),
        })),
      })),
    };
  }

  /** The groups as the call sees them: a previewed file shows whatever its status. */
  private async loadGroups(db: EntityManager, call: PublicContext): Promise<{ list: DownloadGroup[] }> {
    const { lang } = call;
    const shown = call.shown('downloads');
    const [cates, items] = await Promise.all([
      db.find(DownloadCateEntity, { where: { lang }, order: { sort: 'ASC', id: 'DESC' } }),
      db.find(DownloadEntity, {
        where: shown
          ? [
              { lang, status: 1 },
              { lang, id: shown },
            ]
          : { lang, status: 1 },
        order: { sort: 'ASC', id: 'DESC' },
      }),
    ]);
    const list = cates
      .map((cate) => ({
        cate: { id: cate.id, name: cate.name },
        items: items.filter((item) => item.cate_id === cate.id).map(toDownloadWire),
      }))
      .filter((group) => group.items.length > 0);
    return { list };
  }

  /**
   * Counts one download of a visible file by the call's visitor (see HitCounters.hit; an admin's preview counts nothing), written
   * behind with the other hits; the answer is the stored count plus the downloads not yet written.
   */
  async count(call: PublicContext, id: number): Promise<{ download_count: number }> {
    const { lang } = call;
    await this.counts.settledFor(id);
    const row = await this.downloads.findOne({
      select: { id: true, download_count: true },
      where: { id, lang, status: 1 },
    });
    // Hidden, missing or another language: the same 404.
    if (!row) throw ApiError.notFound('下载不存在');
    if (!call.isPreview) await this.counters.hit('downloads', 'download_count', id, call.visitor);
    return { download_count: row.download_count + this.counts.unwritten(id) };
  }

  async list(lang: string, query: DownloadListQueryDto): Promise<Page<Download>> {
    const spec: ListSpec<DownloadEntity> = {
      where: query.cate_id ? { lang, cate_id: query.cate_id } : { lang },
      keywordFields: ['title', 'description', 'file_name'],
      sortable: SORTABLE,
    };
    await this.counts.settled();
    return listPage(this.downloads, query, spec, (row) => this.withCount(row));
  }

  async save(lang: string, dto: SaveDownloadDto, by: Author): Promise<Download> {
    const { id, cate_id, title, description, file_url, file_name, file_size, status, sort } = dto;
    if (cate_id !== undefined && !(await this.cates.existsBy({ id: cate_id, lang }))) {
      throw ApiError.validation(CATE_MISSING);
    }
    const fields = { cate_id, title, description, file_url, file_name, file_size, status, sort };
    try {
      const row = await saveRow(this.downloads, id, fields, {
        onCreate: { lang },
        scope: { lang },
        by,
        notFoundMsg: '下载不存在',
        basedOn: dto.version,
      });
      return this.withCount(row);
    } catch (error) {
      // The category went between the check above and the write: the foreign key caught it.
      if (isForeignKeyViolation(error)) throw ApiError.validation(CATE_MISSING);
      throw error;
    }
  }

  remove(lang: string, body: DeleteDto, by: Author): Promise<{ deleted: number }> {
    return deleteRows(this.downloads, body, by, { lang });
  }

  /** The row on the wire, its `download_count` including the downloads not yet written. */
  private withCount(row: DownloadEntity): Download {
    return { ...toDownloadWire(row), download_count: row.download_count + this.counts.unwritten(row.id) };
  }
}
