import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { AuditService } from './audit.service';

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Removes audit log entries past AUDIT_KEEP_DAYS, hourly. Several processes purging at once is harmless. */
@Injectable()
export class AuditHousekeeping implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(AuditHousekeeping.name);
  private timer?: NodeJS.Timeout;

  constructor(private readonly audit: AuditService) {}

  onApplicationBootstrap(): void {
    // unref: a pending purge never keeps the process (or a test run) alive.
    this.timer = setInterval(() => void this.purgeQuietly(), PURGE_INTERVAL_MS).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  private async purgeQuietly(): Promise<void> {
    await this.audit
      .purgeExpired()
      .catch((error: unknown) =>
        this.logger.warn(`清理过期的操作日志失败：${error instanceof Error ? error.message : String(error)}`),
      );
  }
}
