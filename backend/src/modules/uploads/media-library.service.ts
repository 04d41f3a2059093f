import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AuditAction, type MediaFile, type MediaKind, type Page } from '@site/contract';
import { FindOptionsWhere, Like, Raw, Repository } from 'typeorm';
import { findOr404, listPage, writeInTransaction } from '../../common/crud';
import type { RequestActor } from '../../common/auth/request-actor';
import { AuditService } from '../audit/audit.service';
import { MediaListDto } from './dto/media-library.dto';
import { urlOf } from './stored-files.service';
import { UploadedFileEntity } from './uploaded-file.entity';
import { MediaUsageService } from './media-usage.service';

const KIND_WHERE: Record<MediaKind, FindOptionsWhere<UploadedFileEntity>> = {
  image: { mime: Like('image/%') },
  video: { mime: Like('video/%') },
  other: { mime: Raw((column) => `${column} NOT LIKE 'image/%' AND ${column} NOT LIKE 'video/%'`) },
};

const toWire = (row: UploadedFileEntity): MediaFile => ({
  id: row.id,
  url: urlOf(row.stored_key),
  file_name: row.original_name,
  mime: row.mime,
  file_size: row.size,
  alt: row.alt,
  created_at: row.created_at.toISOString(),
});

/** The media library: every stored upload (pictures and multi-part files), newest first. */
@Injectable()
export class MediaLibraryService {
  constructor(
    @InjectRepository(UploadedFileEntity) private readonly files: Repository<UploadedFileEntity>,
    private readonly usage: MediaUsageService,
    private readonly audit: AuditService,
  ) {}

  list(query: MediaListDto): Promise<Page<MediaFile>> {
    const where: FindOptionsWhere<UploadedFileEntity> = { ...(query.kind ? KIND_WHERE[query.kind] : {}) };
    if (query.unused) where.stored_key = Raw((column) => this.usage.unusedCondition(column));
    return listPage(
      this.files,
      query,
      {
        where,
        keywordFields: ['original_name'],
        sortable: ['id', 'original_name', 'size', 'created_at'],
        defaultOrder: { id: 'DESC' },
      },
      toWire,
    );
  }

  /**
   * Sets a file's description; with the content version moved in the same transaction, the public pages showing the
   * picture are rendered again with it (their `get_image_sizes` answers carry it).
   */
  saveAlt(id: number, alt: string, by: RequestActor): Promise<MediaFile> {
    return writeInTransaction(this.files, async (files, manager) => {
      const file = await findOr404(files, { id }, '文件不存在');
      if (file.alt === alt) return toWire(file);
      await files.update({ id }, { alt });
      await this.audit.record(
        {
          action: AuditAction.UPDATE,
          by,
          family: 'uploads',
          target_id: id,
          title: file.original_name,
          fields: ['alt'],
        },
        manager,
      );
      return toWire({ ...file, alt });
    });
  }
}
