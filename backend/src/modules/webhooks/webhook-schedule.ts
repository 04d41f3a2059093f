import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { LessThan, LessThanOrEqual, Not, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { Metrics } from '../../common/metrics/metrics';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { JobLeases } from '../leases/job-leases';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';
import { WebhookSender } from './webhook-sender';

/** A round every few seconds: an event is delivered within seconds of its commit, a retry about when it is due. */
const ROUND_INTERVAL_MS = 5_000;
/** The lease of a round; renewed while it runs, so a round of a process that died frees it within this. */
const ROUND_LEASE_MS = 60_000;
/** Deliveries one round attempts at most, and at once: a backlog drains over rounds, never in one long one. */
const DELIVERIES_PER_ROUND = 100;
const AT_ONCE = 8;
const DAY_MS = 24 * 3600_000;
/** Old deliveries are dropped about this often. */
const PRUNE_INTERVAL_MS = 3600_000;

/**
 * Webhook rounds: every few seconds one process (a job lease) attempts the deliveries that are due (each claimed, so
 * none is sent twice at once; a scheduled publish's is due at its publish time), and drops those older than
 * WEBHOOK_KEEP_DAYS. Every process reports the queue's depth and oldest due delivery in its metrics.
 */
@Injectable()
export class WebhookSchedule implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(WebhookSchedule.name);
  private timer?: NodeJS.Timeout;
  /** When this process last dropped old deliveries (any process may: each does so about hourly). */
  private prunedAt = 0;

  constructor(
    @InjectRepository(WebhookDeliveryEntity) private readonly deliveries: Repository<WebhookDeliveryEntity>,
    private readonly sender: WebhookSender,
    private readonly leases: JobLeases,
    private readonly clock: Clock,
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    // unref: a round waiting for its time never keeps the process (or a test run) alive.
    this.timer = setInterval(() => void this.tickQuietly(), ROUND_INTERVAL_MS).unref();
  }

  onModuleDestroy(): void {
    this.stop();
  }

  /** No more rounds on the timer (a test then runs them itself, with `round`). */
  stop(): void {
    clearInterval(this.timer);
  }

  /**
   * One round, unless another process is running one: answers the attempts made, or null when it was. With nothing due
   * and no pruning to do, it ends after one indexed read: no lease is written every few seconds for nothing.
   */
  async round(): Promise<{ attempted: number } | null> {
    const now = this.clock.now().getTime();
    const pruneDue = now - this.prunedAt >= PRUNE_INTERVAL_MS;
    if (!pruneDue && !(await this.sender.due(1)).length) return { attempted: 0 };
    const holder = randomUUID();
    if ((await this.leases.take('webhooks', holder, ROUND_LEASE_MS)) !== null) return null;
    return this.leases.keepWhile('webhooks', holder, ROUND_LEASE_MS, this.work());
  }

  /**
   * The queue's depth and the age of its oldest delivery, into this process's metrics: those due, not the scheduled
   * publishes whose time has not come.
   */
  async measure(): Promise<void> {
    const due = { state: 'pending' as const, queued_at: LessThanOrEqual(this.clock.now()) };
    const [depth, oldest] = await Promise.all([
      this.deliveries.countBy(due),
      this.deliveries.findOne({ select: { queued_at: true }, where: due, order: { queued_at: 'ASC' } }),
    ]);
    this.metrics.webhookQueueDepth.set(depth);
    this.metrics.webhookOldestPending.set(
      oldest ? Math.max(0, (this.clock.now().getTime() - oldest.queued_at.getTime()) / 1000) : 0,
    );
  }

  private async work(): Promise<{ attempted: number }> {
    const due = await this.sender.due(DELIVERIES_PER_ROUND);
    let attempted = 0;
    for (let start = 0; start < due.length; start += AT_ONCE) {
      const batch = due.slice(start, start + AT_ONCE);
      const results = await Promise.all(
        batch.map(async (id) => ((await this.sender.claim(id)) ? (await this.sender.attempt(id), 1) : 0)),
      );
      attempted += results.reduce<number>((sum, one) => sum + one, 0);
    }
    if (this.clock.now().getTime() - this.prunedAt >= PRUNE_INTERVAL_MS) await this.prune();
    return { attempted };
  }

  /** Deliveries older than WEBHOOK_KEEP_DAYS go (none still pending). */
  private async prune(): Promise<void> {
    this.prunedAt = this.clock.now().getTime();
    const cutoff = new Date(this.prunedAt - this.config.webhooks.keepDays * DAY_MS);
    await this.deliveries.delete({ created_at: LessThan(cutoff), state: Not('pending') });
  }

  private async tickQuietly(): Promise<void> {
    try {
      await this.round();
      await this.measure();
    } catch (error) {
      this.logger.warn(`网络钩子投递失败：${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
