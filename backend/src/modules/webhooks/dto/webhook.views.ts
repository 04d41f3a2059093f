import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  WEBHOOK_DELIVERY_STATES,
  type CreatedWebhookEndpoint,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookDeliveryState,
  type WebhookEndpoint,
} from '@site/contract';
import { SUBSCRIBABLE } from './save-webhook.dto';

const TIME = { type: String, format: 'date-time', example: '2026-11-28T08:00:00.000Z' } as const;

/** One endpoint as listed: never its secret. */
export class WebhookEndpointView implements WebhookEndpoint {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'CDN purge' })
  name: string;

  @ApiProperty({ example: 'https://hooks.partner.example/site' })
  url: string;

  @ApiProperty({ enum: SUBSCRIBABLE, isArray: true, example: ['news.published'] })
  events: string[];

  @ApiProperty({ example: true })
  enabled: boolean;

  @ApiProperty({
    description: 'Why the server turned the endpoint off (every attempt failed for a day); empty when it did not',
    example: '',
  })
  disabled_reason: string;

  @ApiProperty({ ...TIME, description: 'When the server turned it off', nullable: true, example: null })
  disabled_at: string | null;

  @ApiProperty({
    ...TIME,
    description: 'Since when every attempt has failed; null while deliveries succeed',
    nullable: true,
    example: null,
  })
  failing_since: string | null;

  @ApiProperty(TIME)
  created_at: string;

  @ApiProperty(TIME)
  updated_at: string;
}

/** The answer of `adm/save_webhook`: registering an endpoint, its signing secret too, this once. */
export class SavedWebhookEndpointView extends WebhookEndpointView implements Partial<CreatedWebhookEndpoint> {
  @ApiPropertyOptional({
    description:
      'The signing secret (Standard Webhooks), only in the answer that registers the endpoint: the server keeps it encrypted and never shows it again. Verify each delivery with it',
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  })
  secret?: string;
}

export class WebhookDeliveryView implements WebhookDelivery {
  @ApiProperty({ description: 'Row id (adm/resend_webhook_delivery takes it)', example: 7 })
  id: number;

  @ApiProperty({
    description: 'The `webhook-id` header and the payload’s `delivery_id`, the same on every attempt',
    example: 'msg_2b8f3c1e9d7a4f6b8c0d1e2f3a4b5c6d',
  })
  delivery_id: string;

  @ApiProperty({ example: 1 })
  endpoint_id: number;

  @ApiProperty({ example: 'news.published' })
  event: string;

  @ApiProperty({
    description: '`pending`: waiting for an attempt or a retry; `sent`: answered 2xx; `failed`: given up on',
    enum: WEBHOOK_DELIVERY_STATES,
  })
  state: WebhookDeliveryState;

  @ApiProperty({ example: 1 })
  attempts: number;

  @ApiProperty({ ...TIME, nullable: true, description: 'The next attempt of a pending delivery' })
  next_attempt_at: string | null;

  @ApiProperty({ ...TIME, nullable: true })
  last_attempt_at: string | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'HTTP status of the last answer; null when none came',
    example: 200,
  })
  response_status: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Milliseconds the last attempt took', example: 42 })
  duration_ms: number | null;

  @ApiProperty({ description: 'The first 500 bytes of the last answer', example: 'ok' })
  response_excerpt: string;

  @ApiProperty({ description: 'Why the last attempt failed, in Chinese; empty after a success', example: '' })
  error: string;

  @ApiProperty(TIME)
  created_at: string;
}

export class WebhookDeliveryListView implements WebhookDeliveryList {
  @ApiProperty({ type: [WebhookDeliveryView] })
  list: WebhookDeliveryView[];

  @ApiProperty({ example: 1 })
  total: number;
}
