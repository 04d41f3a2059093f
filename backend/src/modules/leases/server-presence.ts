import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { JobLeases } from './job-leases';

/** The leases of serving processes: `server:<host>:<pid>:<random>`. */
export const SERVER_LEASE_PREFIX = 'server:';
/** Held by a restore from its start to its end (see restore-backup.ts). */
export const RESTORE_LEASE = 'restore';
/** A serving process renews its lease three times within this; a lease of a process that died lapses after it. */
export const PRESENCE_TTL_MS = 30_000;

/**
 * Names each serving process on the database, so a restore knows it is not alone (and refuses, or asks them to stop):
 * a lease renewed while the process serves. When a restore holds RESTORE_LEASE, a serving process stops (the caller's
 * `onRestore`: a graceful stop), and a starting one waits for the restore to end before it serves.
 */
@Injectable()
export class ServerPresence implements OnModuleDestroy {
  private readonly logger = new Logger('Server');
  private readonly name = `${SERVER_LEASE_PREFIX}${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private renewal?: NodeJS.Timeout;

  constructor(private readonly leases: JobLeases) {}

  /** Resolves once no restore is running (checked every `everyMs`). */
  async waitWhileRestoring(everyMs = PRESENCE_TTL_MS / 3): Promise<void> {
    for (let told = false; (await this.leases.live(RESTORE_LEASE)).length > 0; told = true) {
      if (!told) this.logger.warn('数据库正在恢复备份：恢复结束后才开始服务');
      await sleep(everyMs);
    }
  }

  /** From the moment this process serves; `onRestore` runs once, when a restore asks the servers to stop. */
  async start(onRestore: () => void, everyMs = PRESENCE_TTL_MS / 3): Promise<void> {
    await this.leases.take(this.name, this.name, PRESENCE_TTL_MS);
    this.renewal = setInterval(() => void this.renewOrStop(onRestore), everyMs);
    this.renewal.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.renewal);
    await this.leases.release(this.name, this.name).catch(() => undefined);
  }

  private async renewOrStop(onRestore: () => void): Promise<void> {
    try {
      await this.leases.renew(this.name, this.name, PRESENCE_TTL_MS);
      if ((await this.leases.live(RESTORE_LEASE)).length === 0) return;
      this.logger.warn('一个备份恢复要求服务器停止：正在停止');
      clearInterval(this.renewal);
      onRestore();
    } catch {
      // The database is away: the lease lapses on its own and is taken again at the next renewal that works.
    }
  }
}
