import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditAction, type BackupItem, type BackupLink, type RunningBackup } from '@site/contract';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { DataSource } from 'typeorm';
import type { RequestActor } from '../../common/auth/request-actor';
import { serverKey } from '../../common/auth/server-keys';
import { Clock } from '../../common/clock';
import { ApiError } from '../../common/envelope/api-error';
import { siteAddress } from '../../common/http/site-address';
import { Metrics } from '../../common/metrics/metrics';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { UploadStorage } from '../uploads/storage/upload-storage';
import { TempFiles } from '../uploads/temp-files';
import { AdminEntity } from '../admins/admin.entity';
import { AuditService } from '../audit/audit.service';
import { WebhookOutbox } from '../webhooks/webhook-outbox';
import { BACKUPS_FOLDER } from './backup-archive';
import { JobLeases } from '../leases/job-leases';
import { writeBackup } from './write-backup';

/** `site-20261126-030000-<6 hex>.tar.gz`: sorts by time; the random tail keeps two backups of one second apart. */
const ARCHIVE_NAME = /^site-(\d{8})-(\d{6})-[0-9a-f]{6}\.tar\.gz$/;
/** Marks a backup being written (any process): `<archive name>.running`. */
const RUNNING_SUFFIX = '.running';
/** Marks a backup that failed, holding why: `<archive name>.failed`. */
const FAILED_SUFFIX = '.failed';
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

/** The query of a download link, as `link` signed it. */
export interface SignedBackupLink {
  name: string;
  expires: string;
  /** The id of the admin the link was given to. */
  by: string;
  sig: string;
}

/**
 * Backups made by the site itself (a super admin's `adm/start_backup`, or BACKUP_SCHEDULE): written in the
 * background to scratch, then stored in the upload storage under `backups/` (UPLOAD_DIR/backups or the bucket),
 * so every process lists and serves the same ones. Downloads go through a link signed with API_TOKEN_SECRET.
 */
@Injectable()
export class BackupsService implements OnModuleInit, OnModuleDestroy {
  /**
   * The download links' HMAC key: the server's own, kept in the database for every process. Never API_TOKEN_SECRET,
   * which every visitor's browser is given.
   */
  private linkKey = '';
  private readonly logger = new Logger('Backups');
  private readonly running = new Set<Promise<void>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly storage: UploadStorage,
    private readonly temp: TempFiles,
    private readonly clock: Clock,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly leases: JobLeases,
    private readonly audit: AuditService,
    private readonly metrics: Metrics,
    private readonly webhooks: WebhookOutbox,
  ) {}

  async onModuleInit(): Promise<void> {
    this.linkKey = await serverKey(this.dataSource, 'backup-links');
  }

  async onModuleDestroy(): Promise<void> {
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
      .keepWhile(BACKUP_LEASE, name, BACKUP_LEASE_MS, this.markAndWrite(name, by))
      .finally(() => this.running.delete(run));
    this.running.add(run);
    await this.audit.record({ action: AuditAction.CREATE, by, family: 'backups', title: name });
    return name;
  }

  /** Deletes a finished archive, or the entry of a failed one (404 for a name that is neither, or still running). */
  async remove(name: string, by: RequestActor): Promise<{ deleted: number }> {
    const failed = ARCHIVE_NAME.test(name) && (await this.storage.stat(keyOf(name + FAILED_SUFFIX))) !== null;
    if (!failed) await this.existing(name);
    await this.storage.delete(keyOf(failed ? name + FAILED_SUFFIX : name));
    await this.audit.record({ action: AuditAction.DELETE, by, family: 'backups', title: name });
    return { deleted: 1 };
  }

  /** Resolves when every backup this process started has ended. */
  async finished(): Promise<void> {
    await Promise.all([...this.running]);
  }

  /** Lists the backup as running (the marker every process sees), then writes it. */
  private async markAndWrite(name: string, by: RequestActor): Promise<void> {
    await this.putMarker(name + RUNNING_SUFFIX, '');
    const succeeded = await this.write(name);
    await this.webhooks
      .raise(this.dataSource.manager, {
        event: succeeded ? 'backup.succeeded' : 'backup.failed',
        family: 'backup',
        id: null,
        item: { id: null, title: name },
        by,
        time: this.clock.now(),
      })
      .catch((error: unknown) => this.logger.error(`备份 ${name} 的网络钩子未能排队：${String(error)}`));
  }

  /**
   * Writes the archive; a failure leaves a `.failed` marker with its reason (listed, and warned about in the back
   * office) instead of an archive. Either way the `.running` marker goes. Answers whether the archive was stored.
   */
  private async write(name: string): Promise<boolean> {
    const scratch = this.temp.newPath();
    const started = performance.now();
    try {
      await writeBackup(
        { config: this.config, storage: this.storage, temp: this.temp },
        createWriteStream(scratch, { flags: 'wx' }),
      );
      await this.storage.putFile(keyOf(name), scratch, 'application/gzip');
      this.metrics.backupLastSuccess.set(this.clock.now().getTime() / 1000);
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error(`备份 ${name} 失败：${reason}`);
      this.metrics.backupFailures.inc();
      await this.putMarker(name + FAILED_SUFFIX, reason.slice(0, 500)).catch(() => undefined);
      return false;
    } finally {
      this.metrics.backupDuration.set((performance.now() - started) / 1000);
      await this.temp.remove(scratch);
      await this.storage.delete(keyOf(name + RUNNING_SUFFIX)).catch(() => undefined);
    }
  }

  private async putMarker(file: string, text: string): Promise<void> {
    const scratch = this.temp.newPath();
    try {
      await writeFile(scratch, text);
      await this.storage.putFile(keyOf(file), scratch, 'text/plain; charset=utf-8');
    } finally {
      await this.temp.remove(scratch);
    }
  }

  /** Why backup `name` failed, as its marker says. */
  async failureOf(name: string): Promise<string> {
    return (await buffer(await this.storage.openRead(keyOf(name + FAILED_SUFFIX)))).toString('utf8');
  }

  /** The archives, newest first, with the backups being written and those that failed. */
  async list(): Promise<BackupItem[]> {
    const items: BackupItem[] = [];
    for (const object of await this.storage.list(BACKUPS_FOLDER)) {
      const file = object.key.slice(BACKUPS_FOLDER.length + 1);
      const marker = [RUNNING_SUFFIX, FAILED_SUFFIX].find((suffix) => file.endsWith(suffix)) ?? '';
      const name = file.slice(0, file.length - marker.length);
      const time = ARCHIVE_NAME.exec(name);
      if (!time) continue;
      const [, day, clock] = time;
      const created = new Date(
        `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}T${clock.slice(0, 2)}:${clock.slice(2, 4)}:${clock.slice(4)}Z`,
      );
      const running = marker === RUNNING_SUFFIX;
      if (running && this.clock.now().getTime() - created.getTime() > RUNNING_STALE_MS) continue;
      items.push({
        name,
        size: marker ? 0 : object.size,
        created_at: created.toISOString(),
        running,
        failed: marker === FAILED_SUFFIX,
      });
    }
    return items.sort((a, b) => b.name.localeCompare(a.name));
  }

  /** A download link for one archive, valid BACKUP_LINK_SECONDS. */
  async link(name: string, by: RequestActor): Promise<BackupLink> {
    await this.existing(name);
    const expires = Math.floor(this.clock.now().getTime() / 1000) + BACKUP_LINK_SECONDS;
    // The link names the admin it is given to (signed): the download, made without a token, is audited as theirs.
    const admin = String(by.admin_id ?? '');
    const query = new URLSearchParams({
      name,
      expires: String(expires),
      by: admin,
      sig: this.signature(name, expires, admin),
    });
    return {
      url: siteAddress(this.config, `/api/${BACKUP_DOWNLOAD_PATH}?${query}`),
      expires_at: new Date(expires * 1000).toISOString(),
    };
  }

  /**
   * The archive a signed link names, when the signature is right and the link has not expired; the download is
   * audited as the admin the link was given to, from the address and browser that fetch it.
   */
  async openSigned(link: SignedBackupLink, from: RequestActor): Promise<{ body: Readable; size: number }> {
    const expiry = Number(link.expires);
    const expected = Buffer.from(this.signature(link.name, expiry, link.by));
    const given = Buffer.from(String(link.sig));
    const valid = given.length === expected.length && timingSafeEqual(given, expected);
    if (!valid || !Number.isInteger(expiry) || expiry * 1000 < this.clock.now().getTime()) {
      throw ApiError.forbidden('下载链接无效或已过期，请在管理后台重新获取');
    }
    const size = await this.existing(link.name);
    const by = await this.linkHolder(link.by, from);
    await this.audit.record({ action: AuditAction.DOWNLOAD, by, family: 'backups', title: link.name });
    return { body: await this.storage.openRead(keyOf(link.name)), size };
  }

  /** The admin a link was given to, at the address and browser that use it (a deleted admin keeps the id only). */
  private async linkHolder(adminId: string, from: RequestActor): Promise<RequestActor> {
    const id = Number(adminId);
    const admin =
      Number.isInteger(id) && id > 0
        ? await this.dataSource
            .getRepository(AdminEntity)
            .findOne({ where: { id }, select: { id: true, username: true, role: true } })
        : null;
    return { ...from, admin_id: admin?.id ?? null, username: admin?.username ?? '', role: admin?.role ?? '' };
  }

  /**
   * Removes all but the newest `keep` archives (never `current`, the one just made), and the entries of failed
   * backups older than the newest archive.
   */
  async keepNewest(keep: number, current?: string): Promise<void> {
    const items = await this.list();
    const done = items.filter((item) => !item.running && !item.failed);
    for (const item of done.slice(keep)) {
      if (item.name !== current) await this.storage.delete(keyOf(item.name));
    }
    const newest = done[0]?.name ?? '';
    for (const item of items.filter((entry) => entry.failed && entry.name < newest)) {
      await this.storage.delete(keyOf(item.name + FAILED_SUFFIX));
    }
  }

  private async existing(name: string): Promise<number> {
    const found = ARCHIVE_NAME.test(name) ? await this.storage.stat(keyOf(name)) : null;
    if (!found) throw ApiError.notFound('备份不存在');
    return found.size;
  }

  private signature(name: string, expires: number, by: string): string {
    return createHmac('sha256', this.linkKey).update(`backup\n${name}\n${expires}\n${by}`).digest('base64url');
  }
}
