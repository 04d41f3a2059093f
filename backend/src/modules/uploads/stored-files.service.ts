import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { Repository } from 'typeorm';
import type { RequestActor } from '../../common/auth/request-actor';
import { Clock } from '../../common/clock';
import { Metrics } from '../../common/metrics/metrics';
import { AuditService } from '../audit/audit.service';
import { mediaEvent, WebhookOutbox } from '../webhooks/webhook-outbox';
import type { DetectedType } from './detect-type';
import { ImageVariantsService } from './image-variants.service';
import { isPicture, pictureSizeOf } from './picture-size';
import { UploadStorage } from './storage/upload-storage';
import { UploadedFileEntity } from './uploaded-file.entity';

/** Where stored files are served (`GET /uploads/<key>`). */
export const UPLOADS_URL_PATH = '/uploads';

export const urlOf = (storedKey: string) => `${UPLOADS_URL_PATH}/${storedKey}`;

export interface NewStoredFile {
  /** A finished scratch file; it is moved into storage. */
  localPath: string;
  /** Already cleaned (`cleanFileName`). */
  originalName: string;
  type: DetectedType;
  size: number;
  sha256: string;
  adminId: number;
  /** Who uploads it, for the audit log. */
  by: RequestActor;
}

/** The final home of every upload: storage object under a generated key + its `uploaded_files` row. */
@Injectable()
export class StoredFilesService {
  constructor(
    @InjectRepository(UploadedFileEntity) private readonly files: Repository<UploadedFileEntity>,
    readonly storage: UploadStorage,
    private readonly clock: Clock,
    private readonly metrics: Metrics,
    private readonly audit: AuditService,
    private readonly variants: ImageVariantsService,
    private readonly webhooks: WebhookOutbox,
  ) {}

  async store(file: NewStoredFile): Promise<UploadedFileEntity> {
    const key = this.newKey(file.type.ext);
    // Measured before the file moves: a page then reads every picture's size with its row (PictureSizesService).
    // 0 × 0 marks a picture sharp cannot read, so it is never tried again.
    const picture = isPicture(file.type.mime)
      ? ((await pictureSizeOf(file.localPath)) ?? { width: 0, height: 0 })
      : null;
    await this.storage.putFile(key, file.localPath, file.type.mime);
    try {
      // The row, its audit entry and its webhook deliveries commit together.
      const saved = await this.files.manager.transaction(async (manager) => {
        const row = await manager.save(
          manager.create(UploadedFileEntity, {
            stored_key: key,
            original_name: file.originalName,
            mime: file.type.mime,
            size: file.size,
            sha256: file.sha256,
            admin_id: file.adminId,
            width: picture?.width ?? null,
            height: picture?.height ?? null,
          }),
        );
        const title = file.originalName;
        await this.audit.record(
          { action: 'upload', by: file.by, family: 'uploads', target_id: row.id, title },
          manager,
        );
        await this.webhooks.raise(manager, mediaEvent('media.uploaded', row.id, title, file.by, this.clock.now()));
        return row;
      });
      this.metrics.uploadBytes.inc(file.size);
      this.variants.makeAfterUpload(saved);
      return saved;
    } catch (error) {
      await this.storage.delete(key);
      throw error;
    }
  }

  /** Removes a stored file's bytes and its picture variants (its row is the caller's). */
  async remove(storedKey: string): Promise<void> {
    // Sizes first: an encoding still running reads the original, and one failing on a missing original would let the
    // removal go on while the others still write into the sizes' folder.
    await this.variants.removeVariantsOf(storedKey);
    await this.storage.delete(storedKey);
  }

  findByKey(storedKey: string): Promise<UploadedFileEntity | null> {
    return this.files.findOneBy({ stored_key: storedKey });
  }

  /**
   * `2026/11/<32 random hex>.<ext>`: month folders keep directories small; the random name is
   * unguessable and unique, and the extension comes from the detected type, never the client.
   */
  private newKey(ext: string): string {
    const iso = this.clock.now().toISOString();
    return `${iso.slice(0, 4)}/${iso.slice(5, 7)}/${randomBytes(16).toString('hex')}.${ext}`;
  }
}
