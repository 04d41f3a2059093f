import type { WebhookDeliveryState } from '@site/contract';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One event for one endpoint: queued with the change, then sent, retried or given up on (see WebhookSender). */
@Entity('webhook_deliveries')
export class WebhookDeliveryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** `msg_…`: the `webhook-id` header and the payload's `delivery_id`, the same on every attempt. */
  @Column({ type: 'varchar', length: 40 })
  delivery_id: string;

  @Column({ type: 'integer' })
  endpoint_id: number;

  @Column({ type: 'varchar', length: 64 })
  event: string;

  /** Unique per endpoint when set: an event that several processes may find (a scheduled publish) is queued once. */
  @Column({ type: 'varchar', length: 191, nullable: true })
  dedupe_key: string | null;

  /** The JSON body, as signed and sent on every attempt. */
  @Column({ type: 'text' })
  payload: string;

  @Column({ type: 'varchar', length: 16 })
  state: WebhookDeliveryState;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  next_attempt_at: Date | null;

  /** Set while one sender attempts it (see WebhookSender.claim). */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  claimed_until: Date | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  last_attempt_at: Date | null;

  @Column({ type: 'integer', nullable: true })
  response_status: number | null;

  @Column({ type: 'integer', nullable: true })
  duration_ms: number | null;

  @Column({ type: 'varchar', length: 500, default: '' })
  response_excerpt: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  error: string;

  /** Retries go on for a day from here; a resend starts a new day. */
  @Column({ type: 'datetime', precision: 3 })
  queued_at: Date;

  @Column({ type: 'datetime', precision: 3 })
  created_at: Date;
}
