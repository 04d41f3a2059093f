import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Img, Page } from '@site/contract';
import { Repository } from 'typeorm';
import type { PublicContext } from '../preview/public-context';
import { PublicReads } from '../preview/public-reads';
import {
  type Author,
  ChangeStatusDto,
  DeleteDto,
  changeStatus,
  deleteRows,
  listPage,
  saveRow,
} from '../../common/crud';
import { AdminImgListDto, PublicImgListDto } from './dto/img-list.dto';
import { SaveImgDto } from './dto/save-img.dto';
import { ImgEntity } from './img.entity';
import { toImgWire as toWire } from './img.wire';
import { StoredAddresses } from '../uploads/stored-addresses';

/** The columns an admin list may be sorted by (each with its index: migration ListIndexes). */
export const SORTABLE: Array<keyof ImgEntity & string> = [
  'id',
  'title',
  'group',
  'sort',
  'status',
  'created_at',
  'updated_at',
];

const NOT_FOUND = '图片不存在';

@Injectable()
export class ImagesService {
  constructor(
    @InjectRepository(ImgEntity) private readonly repo: Repository<ImgEntity>,
    private readonly reads: PublicReads,
    private readonly addresses: StoredAddresses,
  ) {}

  /** Every visible entry of `lang` (of one group, when asked), a previewed one too, by `sort`, then newest id. */
  listVisible(call: PublicContext, query: PublicImgListDto): Promise<{ list: Img[] }> {
    const { lang } = call;
    const filter = { lang, ...(query.group ? { group: query.group } : {}) };
    const shown = call.shown('images');
    return this.reads.value(call, `images|${lang}|${query.group ?? ''}`, async (db) => {
      const rows = await db.find(ImgEntity, {
        where: shown
          ? [
              { ...filter, status: 1 },
              { ...filter, id: shown },
            ]
          : { ...filter, status: 1 },
        order: { sort: 'ASC', id: 'DESC' },
      });
      return { list: rows.map(toWire) };
    });
  }

  list(lang: string, query: AdminImgListDto): Promise<Page<Img>> {
    return listPage(
      this.repo,
      query,
      {
        where: { lang, ...(query.group ? { group: query.group } : {}) },
        keywordFields: ['title', 'description'],
        sortable: SORTABLE,
      },
      toWire,
    );
  }

  async save(lang: string, dto: SaveImgDto, by: Author): Promise<Img> {
    await this.addresses.assertStored(dto.video, 'video', '视频');
    const { id, ...fields } = dto;
    const saved = await saveRow(this.repo, id, fields, {
      onCreate: { lang },
      scope: { lang },
      by,
      notFoundMsg: NOT_FOUND,
      basedOn: dto.version,
    });
    return toWire(await this.repo.findOneByOrFail({ id: saved.id }));
  }

  remove(lang: string, body: DeleteDto, by: Author): Promise<{ deleted: number }> {
    return deleteRows(this.repo, body, by, { lang });
  }

  async changeStatus(lang: string, body: ChangeStatusDto, by: Author): Promise<Img> {
    return toWire(await changeStatus(this.repo, body.id, body.status, NOT_FOUND, by, { lang }));
  }
}
