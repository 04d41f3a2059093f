import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { PictureSize, PictureSizes } from '@site/contract';
import { Repository } from 'typeorm';
import { ContentVersion } from '../../common/cache/content-version';
import { ReplicaReads } from '../../common/database/replica-reads';
import { isPicture, pictureSizeOf } from './picture-size';
import { UploadStorage } from './storage/upload-storage';
import { UPLOADS_URL_PATH } from './stored-files.service';
import { UploadedFileEntity } from './uploaded-file.entity';

/** Stored keys per query: far below every engine's limit on bound parameters. */
const KEYS_PER_QUERY = 500;
/**
 * One SQL text for every slice of keys, so the driver's statement cache keeps it prepared: a short slice is padded with
 * NULL, which matches nothing.
 */
const PLACEHOLDERS = Array(KEYS_PER_QUERY).fill('?').join(',');
const SIZES_SQL = `SELECT id, stored_key, mime, size, width, height, alt FROM uploaded_files WHERE stored_key IN (${PLACEHOLDERS})`;

type SizeRow = Pick<UploadedFileEntity, 'id' | 'stored_key' | 'mime' | 'size' | 'width' | 'height' | 'alt'>;
/**
 * Pictures uploaded before sizes were stored, measured (read whole from storage) in one call at most: a page of
 * thousands of them fills in over a few renders instead of stalling one. Those left out have no size yet.
 */
const MEASURED_PER_CALL = 100;
/** Larger earlier uploads are not read to be measured (the variants' source cap). */
const MEASURED_MAX_BYTES = 32 * 1024 * 1024;

const PREFIX = `${UPLOADS_URL_PATH}/`;

/** A picture's size as answered, with its library description when it has one. */
const sizeOf = ({ width, height }: PictureSize, { alt }: SizeRow): PictureSize =>
  alt ? { width, height, alt } : { width, height };

/** The sizes of uploaded pictures, read with their rows: a page's pictures in one call, not one request each. */
@Injectable()
export class PictureSizesService {
  constructor(
    @InjectRepository(UploadedFileEntity) private readonly files: Repository<UploadedFileEntity>,
    private readonly storage: UploadStorage,
    private readonly version: ContentVersion,
    private readonly replicas: ReplicaReads,
  ) {}

  async sizesOf(srcs: string[]): Promise<PictureSizes> {
    const keys = [...new Set(srcs.filter((src) => src.startsWith(PREFIX)).map((src) => src.slice(PREFIX.length)))];
    const sizes: PictureSizes = {};
    const unmeasured: SizeRow[] = [];
    for (let start = 0; start < keys.length; start += KEYS_PER_QUERY) {
      const slice: unknown[] = keys.slice(start, start + KEYS_PER_QUERY);
      const padded = slice.concat(Array(KEYS_PER_QUERY - slice.length).fill(null));
      // A picture is uploaded before the save that shows it, which moves the content counter: a replica that
      // has reached the counter has the upload's row.
      const rows = (await this.replicas.read(
        () => this.version.counter(),
        (db) => db.query(SIZES_SQL, padded),
      )) as SizeRow[];
      for (const row of rows) {
        if (row.width && row.height)
          sizes[PREFIX + row.stored_key] = sizeOf({ width: row.width, height: row.height }, row);
        else if (row.width === null && isPicture(row.mime)) unmeasured.push(row);
      }
    }
    for (const row of unmeasured.slice(0, MEASURED_PER_CALL)) {
      const size = await this.measure(row);
      if (size) sizes[PREFIX + row.stored_key] = sizeOf(size, row);
    }
    return sizes;
  }

  /** Measures an earlier upload and stores its size (0 × 0: not a picture sharp reads, never tried again). */
  private async measure(row: SizeRow) {
    const size =
      Number(row.size) <= MEASURED_MAX_BYTES ? await pictureSizeOf(await this.readAll(row.stored_key)) : null;
    await this.files.update({ id: row.id }, { width: size?.width ?? 0, height: size?.height ?? 0 });
    return size;
  }

  private async readAll(key: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of await this.storage.openRead(key)) chunks.push(chunk as Buffer);
    } catch {
      // A file gone from storage measures as nothing.
      return Buffer.alloc(0);
    }
    return Buffer.concat(chunks);
  }
}
