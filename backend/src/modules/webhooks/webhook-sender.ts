import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { performance } from 'node:perf_hooks';
import { Webhook } from 'standardwebhooks';
import { In, LessThanOrEqual, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { Metrics } from '../../common/metrics/metrics';
import { retryWait, type RetryPolicy } from '../../common/outbound/retry-wait';
import { parseWebhookUrl, RefusedAddress, WebhookAddresses } from './webhook-address';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';
import { postTo } from './webhook-post';
import { WebhookSecrets } from './webhook-secrets';

/** An attempt gets this long for the endpoint's answer (connection, status and the first bytes). */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** How much of an answer is kept, for the back office. */
const EXCERPT_BYTES = 500;
/** The first retry within 30 s (20 s less up to a quarter, plus a round's interval), doubling up to an hour. */
export const WEBHOOK_RETRIES: RetryPolicy = { firstMs: 20_000, longestMs: 3600_000 };
/** A delivery not answered 2xx within a day is given up on; an endpoint failing for a day is turned off. */
export const GIVE_UP_AFTER_MS = 24 * 3600_000;
/** How long a delivery taken for an attempt is kept from every other sender (longer than any attempt). */
export const CLAIM_MS = 5 * ATTEMPT_TIMEOUT_MS;

/** How one attempt went. */
interface Attempt {
  ok: boolean;
  status: number | null;
  durationMs: number;
  excerpt: string;
  error: string;
}

/**
 * Sends deliveries: each attempt signed per Standard Webhooks, to the address checked as it connects, within
 * ATTEMPT_TIMEOUT_MS; then records how it went, schedules the retry or gives up, and keeps the endpoint's health.
 */
@Injectable()
export class WebhookSender {
  constructor(
    @InjectRepository(WebhookDeliveryEntity) private readonly deliveries: Repository<WebhookDeliveryEntity>,
    @InjectRepository(WebhookEndpointEntity) private readonly endpoints: Repository<WebhookEndpointEntity>,
    private readonly addresses: WebhookAddresses,
    private readonly secrets: WebhookSecrets,
    private readonly clock: Clock,
    private readonly metrics: Metrics,
  ) {}

  /**
   * Takes delivery `id` for an attempt, keeping it from every other sender for CLAIM_MS; answers whether this one has
   * it. A round takes a pending delivery that is due; a `resend` takes one in any state whose time has come (not a
   * scheduled publish ahead of its time), and gives it a new day of retries. Neither takes one under attempt.
   */
  async claim(id: number, resend = false): Promise<boolean> {
    const now = this.clock.now();
    const claimed = await this.deliveries
      .createQueryBuilder()
      .update()
      .set({
        state: 'pending',
        claimed_until: new Date(now.getTime() + CLAIM_MS),
        ...(resend ? { queued_at: now } : {}),
      })
      .where('id = :id AND (claimed_until IS NULL OR claimed_until < :now)', { id, now })
      .andWhere(resend ? 'queued_at <= :now' : "state = 'pending' AND next_attempt_at <= :now", { now })
      .execute();
    return (claimed.affected ?? 0) > 0;
  }

  /** The ids of deliveries due now, oldest first (an endpoint turned off has none: its pending ones are failed). */
  async due(limit: number): Promise<number[]> {
    const rows = await this.deliveries.find({
      select: { id: true },
      where: { state: 'pending', next_attempt_at: LessThanOrEqual(this.clock.now()) },
      order: { next_attempt_at: 'ASC', id: 'ASC' },
      take: limit,
    });
    return rows.map((row) => row.id);
  }

  /** Attempts delivery `id`, which the caller claimed; answers it as recorded after the attempt. */
  async attempt(id: number): Promise<WebhookDeliveryEntity> {
    const delivery = await this.deliveries.findOneByOrFail({ id });
    const endpoint = await this.endpoints.findOneBy({ id: delivery.endpoint_id });
    const attempt = endpoint
      ? await this.send(endpoint, delivery)
      : { ok: false, status: null, durationMs: 0, excerpt: '', error: '端点已删除' };
    await this.record(delivery, attempt);
    if (endpoint) await this.keepHealth(endpoint, attempt.ok);
    return this.deliveries.findOneByOrFail({ id });
  }

  private async send(endpoint: WebhookEndpointEntity, delivery: WebhookDeliveryEntity): Promise<Attempt> {
    const started = performance.now();
    const took = () => Math.round(performance.now() - started);
    try {
      const url = parseWebhookUrl(endpoint.url);
      this.addresses.checkLiteral(url);
      // The receiver compares the timestamp with its own clock (Standard Webhooks: within minutes), so it is the
      // wall clock's, never a test's fake one.
      const sentAt = new Date();
      const signature = new Webhook(this.secrets.open(endpoint.secret_sealed)).sign(
        delivery.delivery_id,
        sentAt,
        delivery.payload,
      );
      const answer = await postTo(
        url,
        {
          'Content-Type': 'application/json',
          'User-Agent': 'site-webhooks/1',
          'webhook-id': delivery.delivery_id,
          'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
          'webhook-signature': signature,
        },
        delivery.payload,
        { lookup: this.addresses.lookup, signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS), excerptBytes: EXCERPT_BYTES },
      );
      const ok = answer.status >= 200 && answer.status < 300;
      return {
        ok,
        status: answer.status,
        durationMs: took(),
        excerpt: answer.excerpt,
        error: ok ? '' : `端点返回 ${answer.status}`,
      };
    } catch (error) {
      return { ok: false, status: null, durationMs: took(), excerpt: '', error: failureOf(error) };
    }
  }

  private async record(delivery: WebhookDeliveryEntity, attempt: Attempt): Promise<void> {
    const now = this.clock.now();
    const attempts = delivery.attempts + 1;
    const expired = now.getTime() - delivery.queued_at.getTime() >= GIVE_UP_AFTER_MS;
    const outcome = attempt.ok ? 'sent' : expired ? 'failed' : 'retry';
    await this.deliveries.update(delivery.id, {
      state: outcome === 'retry' ? 'pending' : outcome,
      claimed_until: null,
      attempts,
      next_attempt_at: outcome === 'retry' ? new Date(now.getTime() + retryWait(WEBHOOK_RETRIES, attempts)) : null,
      last_attempt_at: now,
      response_status: attempt.status,
      duration_ms: attempt.durationMs,
      response_excerpt: attempt.excerpt.slice(0, EXCERPT_BYTES),
      error: (outcome === 'failed' ? `${attempt.error}；一天内未能送达，已放弃` : attempt.error).slice(0, 300),
    });
    this.metrics.webhookDeliveries.inc({ outcome });
  }

  /** An endpoint failing for a day is turned off, with the notice the back office shows; a success heals it. */
  private async keepHealth(endpoint: WebhookEndpointEntity, ok: boolean): Promise<void> {
    const now = this.clock.now();
    if (ok) {
      if (endpoint.failing_since) await this.endpoints.update(endpoint.id, { failing_since: null });
      return;
    }
    if (!endpoint.failing_since) {
      await this.endpoints.update(endpoint.id, { failing_since: now });
      return;
    }
    if (!endpoint.enabled || now.getTime() - endpoint.failing_since.getTime() < GIVE_UP_AFTER_MS) return;
    await this.endpoints.update(endpoint.id, {
      enabled: 0,
      disabled_at: now,
      disabled_reason: `自 ${endpoint.failing_since.toISOString()} 起投递一直失败，已超过一天，系统已自动停用此端点`,
    });
    await this.failPending([endpoint.id], '端点已停用');
  }

  /** Gives up the pending deliveries of `endpointIds` (turned off or removed), saying why. */
  async failPending(endpointIds: number[], why: string): Promise<void> {
    if (!endpointIds.length) return;
    await this.deliveries.update(
      { endpoint_id: In(endpointIds), state: 'pending' },
      { state: 'failed', next_attempt_at: null, error: why },
    );
  }
}

/** Why an attempt failed, in Chinese, without the URL (it may carry a token of the receiver's). */
function failureOf(error: unknown): string {
  if (error instanceof RefusedAddress) return error.message.slice(0, 300);
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `${ATTEMPT_TIMEOUT_MS / 1000} 秒内没有答复`;
  const code = (error as { code?: unknown }).code;
  return `连接失败${typeof code === 'string' ? `（${code}）` : ''}`;
}
