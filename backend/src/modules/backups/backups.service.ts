import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditAction, type BackupItem, type BackupLink, ErrorCode, type RunningBackup } from '@site/contract';
import { Cron } from 'croner';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { NO_ACTOR, type RequestActor } from '../../common/auth/request-actor';
import { serverKey } from '../../common/auth/server-keys';
import { Clock } from '../../common/clock';
import { ApiError } from '../../common/envelope/api-error';
import { siteAddress } from '../../common/http/site-address';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { UploadStorage } from '../uploads/storage/upload-storage';
import { TempFiles } from '../uploads/temp-files';
import { AuditService } from '../audit/audit.service';
import { BACKUPS_FOLDER } from './backup-archive';
import { JobLeases } from './job-leases';
import { writeBackup } from './write-backup';

/** `site-20261126-030000-<6 hex>.tar.gz`: sorts by time; the random tail keeps two backups of one second apart. */
const ARCHIVE_NAME = /^site-(\d{8})-(\d{6})-[0-9a-f]{6}\.tar\.gz$/;
/** Marks a backup being written (any process): `<archive name>.running`. */
const RUNNING_SUFFIX = '.running';
/** A marker older than this belongs to a backup whose process died. */
const RUNNING_STALE_MS = 6 * 3600 * 1000;
/** The lease that lets one backup run at a time across every process, and how long it outlives its process. */
const BACKUP_LEASE = 'backup';
const BACKUP_LEASE_MS = 2 * 60 * 1000;
/** How long a download link works. */
export const BACKUP_LINK_SECONDS = 10 * 60;
/** Where a signed link downloads an archive (see BackupDownloadController). */
export const BACKUP_DOWNLOAD_PATH = 'backup_download';

const keyOf = (name: string) => `${BACKUPS_FOLDER}/${name}`;
/** Who the audit log names for a scheduled backup. */
const SCHEDULE_ACTOR: RequestActor = { ...NO_ACTOR, username: 'BACKUP_SCHEDULE' };

/**
 * Backups made by the site itself (a super admin's `adm/start_backup`, or BACKUP_SCHEDULE): written in the
 * background to scratch, then stored in the upload storage under `backups/` (UPLOAD_DIR/backups or the bucket),
 * so every process lists and serves the same ones. Downloads go through a link signed with API_TOKEN_SECRET.
 */
@Injectable()
export class BackupsService implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  /**
   * The download links' HMAC key: the server's own, kept in the database for every process. Never API_TOKEN_SECRET,
   * which every visitor's browser is given.
   */
  private linkKey = '';
  private readonly logger = new Logger('Backups');
  private schedule?: Cron;
  private readonly running = new Set<Promise<void>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly storage: UploadStorage,
    private readonly temp: TempFiles,
    private readonly clock: Clock,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly leases: JobLeases,
    private readonly audit: AuditService,
  ) {}

  async onModuleInit(): Promise<void> {
    this.linkKey = await serverKey(this.dataSource, 'backup-links');
  }

  onApplicationBootstrap(): void {
    if (!this.config.backupSchedule) return;
    // protect: a backup still running when the next one is due is not started twice.
    this.schedule = new Cron(this.config.backupSchedule, { protect: true, unref: true }, async () => {
      const name = await this.start(SCHEDULE_ACTOR).catch((error: unknown) => {
        if (!(error instanceof ApiError) || error.code !== ErrorCode.CONFLICT) throw error;
        this.logger.log(`定时备份跳过：已有备份正在进行（${(error.data as RunningBackup).running}）`);
        return null;
      });
      if (!name) return;
      await this.finished();
      await this.keepNewest(this.config.backupKeep, name);
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.schedule?.stop();
    await this.finished();
  }

  /**
   * Starts a backup in the background; answers its archive name. One runs at a time across every process: while one
   * does, 409 with its name in `data.running`.
   */
  async start(by: RequestActor): Promise<string> {
    const stamp = this.clock.now().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
    const name = `site-${stamp}-${randomBytes(3).toString('hex')}.tar.gz`;
    const running = await this.leases.take(BACKUP_LEASE, name, BACKUP_LEASE_MS);
    if (running !== null) {
      throw ApiError.conflict(`已有备份正在进行（${running}），请等它完成后再试`, { running } satisfies RunningBackup);
    }
    const run = this.leases
      .keepWhile(BACKUP_LEASE, name, BACKUP_LEASE_MS, this.markAndWrite(name))
      .finally(() => this.running.delete(run));
    this.running.add(run);
    await this.audit.record({ action: AuditAction.CREATE, by, family: 'backups', title: name });
    return name;
  }

  /** Deletes a finished archive (404 for a name that is none, or one still being written). */
  async remove(name: string, by: RequestActor): Promise<{ deleted: number }> {
    await this.existing(name);
    await this.storage.delete(keyOf(name));
    await this.audit.record({ action: AuditAction.DELETE, by, family: 'backups', title: name });
    return { deleted: 1 };
  }

  /** Lists the backup as running (the marker every process sees), then writes it. */
  private async markAndWrite(name: string): Promise<void> {
    const marker = this.temp.newPath();
    try {
      await writeFile(marker, '');
      await this.storage.putFile(keyOf(name + RUNNING_SUFFIX), marker);
    } finally {
      await this.temp.remove(marker);
    }
    await this.write(name);
  }

  /** Resolves when every backup this process started has ended. */
  async finished(): Promise<void> {
    await Promise.all([...this.running]);
  }

  private async write(name: string): Promise<void> {
    const scratch = this.temp.newPath();
    try {
      await writeBackup(
        { config: this.config, storage: this.storage, temp: this.temp },
        createWriteStream(scratch, { flags: 'wx' }),
      );
      await this.storage.putFile(keyOf(name), scratch, 'application/gzip');
    } catch (error) {
      this.logger.error(`备份 ${name} 失败：${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await this.temp.remove(scratch);
      await this.storage.delete(keyOf(name + RUNNING_SUFFIX)).catch(() => undefined);
    }
  }

  /** The archives, newest first, and the backups being written. */
  async list(): Promise<BackupItem[]> {
    const items: BackupItem[] = [];
    for (const object of await this.storage.list(BACKUPS_FOLDER)) {
      const file = object.key.slice(BACKUPS_FOLDER.length + 1);
      const running = file.endsWith(RUNNING_SUFFIX);
      const name = running ? file.slice(0, -RUNNING_SUFFIX.length) : file;
      const time = ARCHIVE_NAME.exec(name);
      if (!time) continue;
      const [, day, clock] = time;
      const created = new Date(
        `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}T${clock.slice(0, 2)}:${clock.slice(2, 4)}:${clock.slice(4)}Z`,
      );
      if (running && this.clock.now().getTime() - created.getTime() > RUNNING_STALE_MS) continue;
      items.push({ name, size: running ? 0 : object.size, created_at: created.toISOString(), running });
    }
    return items.sort((a, b) => b.name.localeCompare(a.name));
  }

  /** A download link for one archive, valid BACKUP_LINK_SECONDS. */
  async link(name: string): Promise<BackupLink> {
    await this.existing(name);
    const expires = Math.floor(this.clock.now().getTime() / 1000) + BACKUP_LINK_SECONDS;
    const query = new URLSearchParams({ name, expires: String(expires), sig: this.signature(name, expires) });
    return {
      url: siteAddress(this.config, `/api/${BACKUP_DOWNLOAD_PATH}?${query}`),
      expires_at: new Date(expires * 1000).toISOString(),
    };
  }

  /** The archive a signed link names, when the signature is right and the link has not expired. */
  async openSigned(name: string, expires: string, sig: string): Promise<{ body: Readable; size: number }> {
    const expiry = Number(expires);
    const expected = Buffer.from(this.signature(name, expiry));
    const given = Buffer.from(String(sig));
    const valid = given.length === expected.length && timingSafeEqual(given, expected);
    if (!valid || !Number.isInteger(expiry) || expiry * 1000 < this.clock.now().getTime()) {
      throw ApiError.forbidden('下载链接无效或已过期，请在管理后台重新获取');
    }
    const size = await this.existing(name);
    return { body: await this.storage.openRead(keyOf(name)), size };
  }

  /** Removes all but the newest `keep` archives (never `current`, the one just made). */
  async keepNewest(keep: number, current?: string): Promise<void> {
    const done = (await this.list()).filter((item) => !item.running);
    for (const item of done.slice(keep)) {
      if (item.name !== current) await this.storage.delete(keyOf(item.name));
    }
  }

  private async existing(name: string): Promise<number> {
    const found = ARCHIVE_NAME.test(name) ? await this.storage.stat(keyOf(name)) : null;
    if (!found) throw ApiError.notFound('备份不存在');
    return found.size;
  }

  private signature(name: string, expires: number): string {
    return createHmac('sha256', this.linkKey).update(`backup\n${name}\n${expires}`).digest('base64url');
  }
}
