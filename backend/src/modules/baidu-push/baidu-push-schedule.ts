import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { JobLeases } from '../leases/job-leases';
import { BAIDU_BATCH } from './baidu-answer';
import { BaiduPushQueue } from './baidu-push-queue';
import { BaiduPushSender } from './baidu-push-sender';

/** A round every minute: a page is pushed within about a minute of going live or changing. */
const ROUND_INTERVAL_MS = 60_000;
/** The lease of a round; renewed while it runs, so a round of a process that died frees it within this. */
const ROUND_LEASE_MS = 60_000;
/** Pushes one round makes at most: a backlog after an outage drains over a few rounds, never one long one. */
const PUSHES_PER_ROUND = 5;

/**
 * Baidu's active push, when BAIDU_PUSH_TOKEN and SITE_URL are set: every minute one process (a job lease) queues
 * what went live or changed and pushes what is due, so each change is pushed once whatever the number of processes.
 */
@Injectable()
export class BaiduPushSchedule implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(BaiduPushSchedule.name);
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly queue: BaiduPushQueue,
    private readonly sender: BaiduPushSender,
    private readonly leases: JobLeases,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get configured(): boolean {
    return this.config.baiduPush.token !== null && this.config.siteUrl !== null;
  }

  onApplicationBootstrap(): void {
    if (!this.configured) return;
    // unref: a round waiting for its time never keeps the process (or a test run) alive.
    this.timer = setInterval(() => void this.roundQuietly(), ROUND_INTERVAL_MS).unref();
  }

  onModuleDestroy(): void {
    this.stop();
  }

  /** No more rounds on the timer (a test then runs them itself, with `round`). */
  stop(): void {
    clearInterval(this.timer);
  }

  /** One round, unless another process is running one: answers the pages queued and pushed, or null when it was. */
  async round(): Promise<{ queued: number; pushed: number } | null> {
    if (!this.configured) return { queued: 0, pushed: 0 };
    // A holder per round: a round of this process still running (a slow push) holds it against the next one too.
    const holder = randomUUID();
    if ((await this.leases.take('baidu-push', holder, ROUND_LEASE_MS)) !== null) return null;
    return this.leases.keepWhile('baidu-push', holder, ROUND_LEASE_MS, this.queueAndPush());
  }

  private async queueAndPush(): Promise<{ queued: number; pushed: number }> {
    const queued = await this.queue.sweep();
    let pushed = 0;
    for (let push = 0; push < PUSHES_PER_ROUND; push++) {
      const sent = await this.sender.sendDue();
      pushed += sent;
      if (sent < BAIDU_BATCH) break;
    }
    return { queued, pushed };
  }

  private async roundQuietly(): Promise<void> {
    await this.round().catch((error: unknown) =>
      this.logger.warn(`百度主动推送失败：${error instanceof Error ? error.message : String(error)}`),
    );
  }
}
