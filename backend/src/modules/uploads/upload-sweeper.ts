import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { UploadStorage } from './storage/upload-storage';
import { TempFiles } from './temp-files';
import { partsFolder } from './upload-parts';
import { UploadSessionEntity } from './upload-session.entity';

const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
const SWEEP_BATCH = 50;

/**
 * Removes abandoned multi-part uploads (past `expires_at`): their part files, then their row.
 * Runs on a timer and on every `upload_multi_init`. Safe with many server processes sweeping at
 * once: deleting parts twice is harmless, and a row is deleted only while it is still expired,
 * so a session that a part revived in the meantime survives (and reports the parts it lost).
 */
@Injectable()
export class UploadSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(UploadSweeper.name);
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectRepository(UploadSessionEntity) private readonly sessions: Repository<UploadSessionEntity>,
    private readonly storage: UploadStorage,
    private readonly temp: TempFiles,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // unref: a pending sweep never keeps the process (or a test run) alive.
    this.timer = setInterval(() => void this.sweepQuietly(), SWEEP_INTERVAL_MS).unref();
    void this.temp
      .removeOlderThan(this.config.uploadExpiryHours * 3600 * 1000)
      .catch((error: unknown) => this.logFailure(error));
    await this.removeScratchOfUnknownUploads().catch((error: unknown) => this.logFailure(error));
  }

  /**
   * Part scratch files a crash cut off, of uploads the database does not know (finished or swept meanwhile). The folder
   * is read before the table, so an upload another process opens in between is known by the time it is checked.
   */
  private async removeScratchOfUnknownUploads(): Promise<void> {
    const withScratch = await this.temp.uploadsWithScratch();
    if (withScratch.length === 0) return;
    const known = await this.sessions.find({ select: { upload_id: true }, where: { upload_id: In(withScratch) } });
    const knownIds = new Set(known.map(({ upload_id }) => upload_id));
    for (const uploadId of withScratch) {
      if (!knownIds.has(uploadId)) await this.temp.removeOfUpload(uploadId);
    }
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Removes up to `batch` expired uploads; answers how many rows it removed. */
  async sweep(batch = SWEEP_BATCH): Promise<number> {
    const now = this.clock.now();
    const expired = await this.sessions.find({
      select: { id: true, upload_id: true },
      where: { expires_at: LessThan(now) },
      order: { id: 'ASC' },
      take: batch,
    });
    let removed = 0;
    for (const session of expired) {
      await this.storage.deleteFolder(partsFolder(session.upload_id));
      await this.temp.removeOfUpload(session.upload_id);
      const result = await this.sessions.delete({ id: session.id, expires_at: LessThan(now) });
      removed += result.affected ?? 0;
    }
    return removed;
  }

  /** A sweep that never fails its caller: cleaning up is not worth a failed request. */
  async sweepQuietly(): Promise<void> {
    await this.sweep().catch((error: unknown) => this.logFailure(error));
  }

  private logFailure(error: unknown): void {
    this.logger.warn(`清理过期上传失败：${error instanceof Error ? error.message : String(error)}`);
  }
}
