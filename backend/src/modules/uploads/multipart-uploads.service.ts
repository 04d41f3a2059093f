import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, formatBytes } from '@site/contract';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { LessThanOrEqual, MoreThan, Repository } from 'typeorm';
import type { RequestActor } from '../../common/auth/request-actor';
import { ApiError } from '../../common/envelope/api-error';
import { Clock } from '../../common/clock';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ContentProbe } from './content-probe';
import { OCTET_STREAM, detectType } from './detect-type';
import {
  UploadMultiFinishView,
  UploadMultiInitDto,
  UploadMultiInitView,
  UploadMultiPartDto,
  UploadMultiPartView,
} from './dto/upload-multi.dto';
import { cleanFileName } from './file-name';
import { UploadStorage } from './storage/upload-storage';
import { StoredFilesService, urlOf } from './stored-files.service';
import type { ReceivedFile } from './temp-file.engine';
import { TempFiles } from './temp-files';
import { DEFAULT_CHUNK_BYTES, MAX_PARTS } from './upload-limits';
import { allPartNumbers, expectedPartSize, partKey, partsFolder } from './upload-parts';
import { UploadSessionEntity } from './upload-session.entity';
import { UploadSweeper } from './upload-sweeper';

/** How long one finish may hold an upload before another finish may take over (a crashed process). */
const FINISH_LEASE_MS = 15 * 60 * 1000;

/**
 * Multi-part upload: init (or resume), parts in any order and any process, finish. All state is
 * the `upload_sessions` row plus the part objects in storage; nothing is kept in memory.
 */
@Injectable()
export class MultipartUploadsService {
  constructor(
    @InjectRepository(UploadSessionEntity) private readonly sessions: Repository<UploadSessionEntity>,
    private readonly storage: UploadStorage,
    private readonly stored: StoredFilesService,
    private readonly temp: TempFiles,
    private readonly sweeper: UploadSweeper,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async init(dto: UploadMultiInitDto, adminId: number): Promise<UploadMultiInitView> {
    if (dto.file_size > this.config.uploadMultiMaxBytes) {
      throw ApiError.tooLarge(`文件不能超过 ${formatBytes(this.config.uploadMultiMaxBytes)}`);
    }
    const chunkSize = dto.chunk_size ?? DEFAULT_CHUNK_BYTES;
    const totalParts = Math.ceil(dto.file_size / chunkSize);
    if (totalParts > MAX_PARTS) {
      throw ApiError.validation([{ field: 'chunk_size', message: `分片数量不能超过 ${MAX_PARTS}，请增大 chunk_size` }]);
    }
    await this.sweeper.sweepQuietly();
    const identity = {
      admin_id: adminId,
      file_name: cleanFileName(dto.file_name),
      file_size: dto.file_size,
      sha256: dto.sha256?.toLowerCase() ?? '',
    };
    const existing = await this.sessions.findOne({
      where: { ...identity, expires_at: MoreThan(this.clock.now()) },
      order: { id: 'DESC' },
    });
    if (existing) {
      await this.sessions.update({ id: existing.id }, { expires_at: this.newExpiry() });
      return this.initView(existing);
    }
    const session = await this.sessions.save(
      this.sessions.create({
        ...identity,
        upload_id: randomBytes(16).toString('hex'),
        chunk_size: chunkSize,
        total_parts: totalParts,
        expires_at: this.newExpiry(),
        finishing_until: null,
      }),
    );
    await this.keepWithinOpenCaps(session);
    return this.initView(session);
  }

  /**
   * Per-admin caps on unfinished uploads (UPLOAD_MULTI_MAX_OPEN sessions, UPLOAD_MULTI_OPEN_LIMIT bytes),
   * checked after the new session is stored, against it and the sessions opened before it: of several
   * inits at once, the later ones see the earlier and give way. Parts already on disk are bounded by them.
   */
  private async keepWithinOpenCaps(session: UploadSessionEntity): Promise<void> {
    const now = this.clock.now();
    const open = await this.sessions.find({
      select: { id: true, file_size: true, expires_at: true },
      where: { admin_id: session.admin_id, expires_at: MoreThan(now), id: LessThanOrEqual(session.id) },
    });
    const bytes = open.reduce((sum, { file_size }) => sum + file_size, 0);
    const { uploadMultiMaxOpen: maxOpen, uploadMultiMaxOpenBytes: maxBytes } = this.config;
    if (open.length <= maxOpen && bytes <= maxBytes) return;
    await this.sessions.delete({ id: session.id });
    if (bytes > maxBytes) {
      throw ApiError.tooLarge(`未完成的分片上传合计不能超过 ${formatBytes(maxBytes)}，请先完成或等待过期`);
    }
    const firstExpiry = Math.min(...open.map(({ expires_at }) => new Date(expires_at).getTime()));
    throw ApiError.tooManyRequests(
      (firstExpiry - now.getTime()) / 1000,
      `未完成的分片上传最多 ${maxOpen} 个，请先完成或等待过期`,
    );
  }

  async putPart(
    dto: UploadMultiPartDto,
    file: ReceivedFile | undefined,
    adminId: number,
  ): Promise<UploadMultiPartView> {
    const session = await this.liveSession(dto.upload_id, adminId);
    if (!file) throw ApiError.validation([{ field: 'file', message: '缺少分片内容' }]);
    if (dto.part_number > session.total_parts) {
      throw ApiError.validation([
        { field: 'part_number', message: `分片序号超出范围（共 ${session.total_parts} 片）` },
      ]);
    }
    const expected = expectedPartSize(session, dto.part_number);
    if (file.size !== expected) {
      throw ApiError.validation([
        { field: 'file', message: `第 ${dto.part_number} 片应为 ${expected} 字节，实际收到 ${file.size} 字节` },
      ]);
    }
    // A rename over the old part: re-sending a part replaces it, and concurrent senders never mix bytes.
    await this.storage.putFile(partKey(session.upload_id, dto.part_number), file.path);
    const revived = await this.sessions.update({ id: session.id }, { expires_at: this.newExpiry() });
    if (!revived.affected && !(await this.sessions.existsBy({ id: session.id }))) {
      // Finished or swept while this part was arriving: do not leave it behind.
      await this.storage.deleteFolder(partsFolder(session.upload_id));
      throw this.notFound();
    }
    return { part_number: dto.part_number, size: file.size };
  }

  async finish(uploadId: string, adminId: number, by: RequestActor): Promise<UploadMultiFinishView> {
    const session = await this.liveSession(uploadId, adminId);
    const stored = new Set(await this.storedParts(session));
    const missing = allPartNumbers(session).filter((n) => !stored.has(n));
    if (missing.length > 0) {
      throw new ApiError(ErrorCode.VALIDATION_FAILED, `还有 ${missing.length} 个分片未上传`, {
        errors: [
          {
            field: 'upload_id',
            message: `缺少分片：${missing.slice(0, 50).join(', ')}${missing.length > 50 ? '…' : ''}`,
          },
        ],
        missing_parts: missing,
      });
    }
    await this.claimFinish(session);
    const localPath = this.temp.newPath();
    try {
      const assembled = await this.assemble(session, localPath);
      const file = await this.stored.store({
        localPath,
        originalName: session.file_name,
        type: detectType(assembled.head) ?? OCTET_STREAM,
        size: assembled.size,
        sha256: assembled.sha256,
        adminId,
        by,
      });
      await this.sessions.delete({ id: session.id });
      await this.storage.deleteFolder(partsFolder(session.upload_id));
      await this.temp.removeOfUpload(session.upload_id);
      return { url: urlOf(file.stored_key), file_name: file.original_name, file_size: file.size, sha256: file.sha256 };
    } catch (error) {
      await this.temp.remove(localPath);
      await this.sessions.update({ id: session.id }, { finishing_until: null });
      throw error;
    }
  }

  /** Streams the parts in order into a scratch file while hashing; checks size and declared sha256. */
  private async assemble(session: UploadSessionEntity, localPath: string) {
    const storage = this.storage;
    async function* partsInOrder() {
      for (const n of allPartNumbers(session)) yield* await storage.openRead(partKey(session.upload_id, n));
    }
    const probe = new ContentProbe();
    await pipeline(
      Readable.from(partsInOrder(), { objectMode: false }),
      probe,
      createWriteStream(localPath, { flags: 'wx' }),
    );
    const sha256 = probe.sha256();
    if (probe.size !== session.file_size) {
      throw ApiError.validation([
        { field: 'file_size', message: `合并后的大小 ${probe.size} 字节与声明的 ${session.file_size} 字节不符` },
      ]);
    }
    if (session.sha256 && sha256 !== session.sha256) {
      throw ApiError.validation([{ field: 'sha256', message: '合并后的文件 sha256 与声明不符，请重新上传分片' }]);
    }
    return { size: probe.size, sha256, head: probe.head };
  }

  /** One finish at a time per upload, across processes: a lease in the row, taken atomically. */
  private async claimFinish(session: UploadSessionEntity): Promise<void> {
    const now = this.clock.now();
    const claimed = await this.sessions
      .createQueryBuilder()
      .update()
      .set({ finishing_until: new Date(now.getTime() + FINISH_LEASE_MS) })
      .where('id = :id', { id: session.id })
      .andWhere('(finishing_until IS NULL OR finishing_until < :now)', { now })
      .execute();
    if (!claimed.affected) throw ApiError.conflict('该文件正在合并，请稍候');
  }

  /** Parts stored with the right size for their position (a wrong-sized one counts as missing). */
  private async storedParts(session: UploadSessionEntity): Promise<number[]> {
    const objects = await this.storage.list(partsFolder(session.upload_id));
    return objects
      .map((object) => ({ n: Number(object.key.slice(object.key.lastIndexOf('/') + 1)), size: object.size }))
      .filter(
        ({ n, size }) =>
          Number.isInteger(n) && n >= 1 && n <= session.total_parts && size === expectedPartSize(session, n),
      )
      .map(({ n }) => n)
      .sort((a, b) => a - b);
  }

  private async liveSession(uploadId: string, adminId: number): Promise<UploadSessionEntity> {
    const session = await this.sessions.findOneBy({
      upload_id: uploadId,
      admin_id: adminId,
      expires_at: MoreThan(this.clock.now()),
    });
    if (!session) throw this.notFound();
    return session;
  }

  private async initView(session: UploadSessionEntity): Promise<UploadMultiInitView> {
    return {
      upload_id: session.upload_id,
      chunk_size: session.chunk_size,
      total_parts: session.total_parts,
      uploaded_parts: await this.storedParts(session),
    };
  }

  private newExpiry(): Date {
    return new Date(this.clock.now().getTime() + this.config.uploadExpiryHours * 3600 * 1000);
  }

  private notFound(): ApiError {
    return ApiError.notFound('上传任务不存在或已过期');
  }
}
