import { Injectable } from '@nestjs/common';
import {
  ALL_WEBHOOK_EVENTS,
  type RevisionFamily,
  type WebhookEvent,
  type WebhookPayload,
  WEBHOOK_TEST_EVENT,
} from '@site/contract';
import { randomUUID } from 'node:crypto';
import { EntityManager, LessThanOrEqual } from 'typeorm';
import type { RequestActor } from '../../common/auth/request-actor';
import type { RowChange } from '../../common/crud/change-recorder';
import { Clock } from '../../common/clock';
import { contentEvents, scheduledKeyPrefix } from './content-events';
import { payloadItem, isShown } from './public-items';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';

/** An event to tell the endpoints that subscribe to it. */
export interface RaisedEvent {
  event: WebhookEvent | typeof WEBHOOK_TEST_EVENT;
  family: string;
  id: number | null;
  item: Record<string, unknown>;
  by: RequestActor;
  time: Date;
  /** Set when more than one path or process may raise the same event: each endpoint gets it once. */
  dedupeKey?: string | null;
  /** When to send it (a scheduled publish: its publish time); now when left out. */
  dueAt?: Date;
}

/** A new delivery id: the `webhook-id` header, the same on every attempt (Standard Webhooks' `msg_` form). */
export const newDeliveryId = (): string => `msg_${randomUUID().replace(/-/g, '')}`;

/** Whether an endpoint subscribed to `events` (comma-separated) is told of `event`. */
export const subscribes = (events: string, event: string): boolean =>
  events.split(',').some((name) => name === ALL_WEBHOOK_EVENTS || name === event);

/** `media.uploaded` or `media.deleted` of uploaded file `id`, named `title` (its original name). */
export const mediaEvent = (
  event: 'media.uploaded' | 'media.deleted',
  id: number,
  title: string,
  by: RequestActor,
  time: Date,
): RaisedEvent => ({ event, family: 'media', id, item: { id, title }, by, time });

/** The body of one delivery of `raised`. */
export function payloadOf(raised: RaisedEvent, deliveryId: string): WebhookPayload {
  return {
    event: raised.event,
    family: raised.family,
    id: raised.id,
    item: raised.item,
    actor: { admin_id: raised.by.admin_id, username: raised.by.username },
    time: raised.time.toISOString(),
    delivery_id: deliveryId,
  };
}

/**
 * Queues webhook deliveries on the transaction of the change they tell of (`manager`): a delivery exists exactly when
 * its change was committed, and is sent later by the round (WebhookSchedule). One row per endpoint subscribed.
 */
@Injectable()
export class WebhookOutbox {
  constructor(private readonly clock: Clock) {}

  /** Queues `raised` for every enabled endpoint subscribed to it that existed when it happened. */
  async raise(manager: EntityManager, raised: RaisedEvent): Promise<void> {
    const endpoints = await manager.find(WebhookEndpointEntity, {
      select: { id: true, events: true },
      where: { enabled: 1, created_at: LessThanOrEqual(raised.time) },
    });
    for (const endpoint of endpoints.filter(({ events }) => subscribes(events, raised.event))) {
      await this.queue(manager, endpoint.id, raised);
    }
  }

  /**
   * Queues `raised` for endpoint `endpointId`, whatever it subscribes to (a test), taken by the caller until
   * `claimedUntil` (it attempts it itself); answers the delivery's row id.
   */
  async queueFor(manager: EntityManager, endpointId: number, raised: RaisedEvent, claimedUntil: Date): Promise<number> {
    const deliveryId = newDeliveryId();
    const row = this.row(endpointId, raised, deliveryId, this.clock.now());
    await manager.insert(WebhookDeliveryEntity, { ...row, claimed_until: claimedUntil });
    return (await manager.findOneByOrFail(WebhookDeliveryEntity, { delivery_id: deliveryId })).id;
  }

  /** The events of a change to a content row (ChangeLog calls it on the change's transaction). */
  async contentChanged(
    manager: EntityManager,
    family: RevisionFamily,
    change: RowChange,
    title: string,
    by: RequestActor,
  ): Promise<void> {
    const row = change.after ?? change.before;
    if (!row) return;
    const now = this.clock.now();
    const id = Number(row.id);
    // A scheduled publish not yet due is told as the item is when its time comes: dropped here, queued again below if
    // the item is still scheduled. One already due (the item is public) stays. Only families with a publish time.
    if ('publish_time' in row)
      await manager
        .createQueryBuilder()
        .delete()
        .from(WebhookDeliveryEntity)
        .where("state = 'pending' AND dedupe_key LIKE :prefix AND queued_at > :now", {
          prefix: `${scheduledKeyPrefix(family, id)}%`,
          now,
        })
        .execute();
    const shown = change.after !== null && isShown(family, change.after, now);
    for (const { action, at } of contentEvents(family, change, now)) {
      await this.raise(manager, {
        event: `${family}.${action}`,
        family,
        id,
        item: payloadItem(family, row, title, shown || at !== null),
        by,
        time: at ?? now,
        dedupeKey: at && `${scheduledKeyPrefix(family, id)}${at.getTime()}`,
        dueAt: at ?? undefined,
      });
    }
  }

  private async queue(manager: EntityManager, endpointId: number, raised: RaisedEvent): Promise<void> {
    const row = this.row(endpointId, raised, newDeliveryId(), raised.dueAt ?? this.clock.now());
    if (!raised.dedupeKey) {
      await manager.insert(WebhookDeliveryEntity, row);
      return;
    }
    // Raised by another path or process already: the unique (endpoint, dedupe key) keeps the first.
    await manager
      .createQueryBuilder()
      .insert()
      .into(WebhookDeliveryEntity)
      .values(row)
      .orIgnore()
      .updateEntity(false)
      .execute();
  }

  private row(
    endpointId: number,
    raised: RaisedEvent,
    deliveryId: string,
    nextAttemptAt: Date,
  ): Partial<WebhookDeliveryEntity> {
    const now = this.clock.now();
    return {
      delivery_id: deliveryId,
      endpoint_id: endpointId,
      event: raised.event,
      dedupe_key: raised.dedupeKey ?? null,
      payload: JSON.stringify(payloadOf(raised, deliveryId)),
      state: 'pending',
      attempts: 0,
      next_attempt_at: nextAttemptAt,
      claimed_until: null,
      last_attempt_at: null,
      response_status: null,
      duration_ms: null,
      response_excerpt: '',
      error: '',
      // A scheduled delivery's day of retries starts at its time.
      queued_at: raised.dueAt ?? now,
      created_at: now,
    };
  }
}
