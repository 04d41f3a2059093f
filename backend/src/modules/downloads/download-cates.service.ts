import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { DownloadCate, Page } from '@site/contract';
import { Repository } from 'typeorm';
import { ApiError } from '../../common/envelope/api-error';
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
import { DownloadCateListQueryDto, SaveDownloadCateDto } from './dto/download-cate.dto';
import { toDownloadCateWire } from './download-cate.wire';

/** The columns an admin list may be sorted by (each with its index: migration ListIndexes). */
export const SORTABLE: Array<keyof DownloadCateEntity & string> = ['id', 'name', 'sort', 'created_at', 'updated_at'];

/** Download categories of one language, managed in the admin. */
@Injectable()
export class DownloadCatesService {
  constructor(@InjectRepository(DownloadCateEntity) private readonly cates: Repository<DownloadCateEntity>) {}

  list(lang: string, query: DownloadCateListQueryDto): Promise<Page<DownloadCate>> {
    const spec: ListSpec<DownloadCateEntity> = {
      where: { lang },
      keywordFields: ['name'],
      sortable: SORTABLE,
    };
    return listPage(this.cates, query, spec, toDownloadCateWire);
  }

  async save(lang: string, { id, name, sort, version }: SaveDownloadCateDto, by: Author): Promise<DownloadCate> {
    const row = await saveRow(
      this.cates,
      id,
      { name, sort },
      { onCreate: { lang }, scope: { lang }, by, notFoundMsg: '下载分类不存在', basedOn: version },
    );
    return toDownloadCateWire(row);
  }

  /**
   * The foreign key (ON DELETE NO ACTION) refuses the delete while any download points at a category,
   * atomically: no check-then-delete window in which another admin could add a download.
   */
  async remove(lang: string, body: DeleteDto, by: Author): Promise<{ deleted: number }> {
    try {
      return await deleteRows(this.cates, body, by, { lang });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw ApiError.conflict('分类下还有下载文件，请先删除或移走这些文件');
      throw error;
    }
  }
}
