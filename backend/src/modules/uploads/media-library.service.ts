import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { MediaFile, MediaKind, Page } from '@site/contract';
import { FindOptionsWhere, Like, Raw, Repository } from 'typeorm';
import { listPage } from '../../common/crud';
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
  created_at: row.created_at.toISOString(),
});

/** The media library: every stored upload (pictures and multi-part files), newest first. */
@Injectable()
export class MediaLibraryService {
  constructor(
    @InjectRepository(UploadedFileEntity) private readonly files: Repository<UploadedFileEntity>,
    private readonly usage: MediaUsageService,
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
}
