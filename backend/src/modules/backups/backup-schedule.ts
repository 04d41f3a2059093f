import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { type BackupStatus, ErrorCode, type RunningBackup } from '@site/contract';
import { Cron } from 'croner';
import { randomUUID } from 'node:crypto';
import { NO_ACTOR, type RequestActor } from '../../common/auth/request-actor';
import { Clock } from '../../common/clock';
import { ApiError } from '../../common/envelope/api-error';
import { Metrics } from '../../common/metrics/metrics';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { BackupsService } from './backups.service';
import { JobLeases } from '../leases/job-leases';

/** Who the audit log names for a scheduled backup. */
const SCHEDULE_ACTOR: RequestActor = { ...NO_ACTOR, username: 'BACKUP_SCHEDULE' };
/**
 * How long a scheduled run's claim is kept: far longer than the processes' clocks and timers can differ, so a
 * process that fires late still finds the run taken.
 */
const RUN_CLAIM_MS = 60 * 60 * 1000;

/**
 * BACKUP_SCHEDULE: every process keeps the schedule (any may be the one left running), and each run is made by the
 * first process to claim it — a lease named after the run's scheduled second, which the others find taken. Also what
 * the back office's backup screen is told about the schedule.
 */
@Injectable()
export class BackupSchedule implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Backups');
  private cron?: Cron;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly backups: BackupsService,
    private readonly leases: JobLeases,
    private readonly clock: Clock,
    private readonly metrics: Metrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const newest = (await this.backups.list()).find((item) => !item.running && !item.failed);
    if (newest) this.metrics.backupLastSuccess.set(Date.parse(newest.created_at) / 1000);
    if (!this.config.backupSchedule) return;
    // protect: a backup still running when the next one is due is not started twice by this process.
    this.cron = new Cron(this.config.backupSchedule, { protect: true, unref: true }, async (job: Cron) => {
      // Timers fire a little after the second they were set for: that second names the run on every process.
      const fired = job.currentRun() ?? new Date();
      await this.run(new Date(Math.floor(fired.getTime() / 1000) * 1000));
    });
  }

  onModuleDestroy(): void {
    this.cron?.stop();
  }

  /** The run scheduled for `slot`, by whichever process claims it first; answers its archive, or null elsewhere. */
  async run(slot: Date): Promise<string | null> {
    const claimedBy = await this.leases.take(`backup-schedule:${slot.toISOString()}`, randomUUID(), RUN_CLAIM_MS);
    if (claimedBy !== null) return null;
    const name = await this.backups.start(SCHEDULE_ACTOR).catch((error: unknown) => {
      if (!(error instanceof ApiError) || error.code !== ErrorCode.CONFLICT) throw error;
      this.logger.log(`定时备份跳过：已有备份正在进行（${(error.data as RunningBackup).running}）`);
      return null;
    });
    if (!name) return null;
    await this.backups.finished();
    await this.backups.keepNewest(this.config.backupKeep, name);
    return name;
  }

  async status(): Promise<BackupStatus> {
    const items = await this.backups.list();
    const lastSuccess = items.find((item) => !item.running && !item.failed) ?? null;
    const lastFailure = items.find((item) => item.failed) ?? null;
    const [next, after] = this.cron?.nextRuns(2) ?? [];
    const overdue =
      next !== undefined &&
      after !== undefined &&
      (!lastSuccess ||
        this.clock.now().getTime() - Date.parse(lastSuccess.created_at) > 2 * (after.getTime() - next.getTime()));
    const failedLast = lastFailure !== null && (!lastSuccess || lastFailure.name > lastSuccess.name);
    return {
      schedule: this.config.backupSchedule || null,
      keep: this.config.backupKeep,
      next_run_at: next?.toISOString() ?? null,
      last_success_at: lastSuccess?.created_at ?? null,
      last_failure: lastFailure && {
        name: lastFailure.name,
        at: lastFailure.created_at,
        reason: await this.backups.failureOf(lastFailure.name),
      },
      warning: failedLast ? 'failed' : overdue ? 'overdue' : null,
    };
  }
}
