import type { WebhookDelivery, WebhookEndpoint } from '@site/contract';
import { isoOrNull } from '../../common/database/column-values';
import type { WebhookDeliveryEntity } from './webhook-delivery.entity';
import type { WebhookEndpointEntity } from './webhook-endpoint.entity';

/** An endpoint on the wire, field by field: never its secret. */
export const toEndpointView = (row: WebhookEndpointEntity): WebhookEndpoint => ({
  id: row.id,
  name: row.name,
  url: row.url,
  events: row.events.split(',').filter(Boolean),
  enabled: row.enabled === 1,
  disabled_reason: row.disabled_reason,
  disabled_at: isoOrNull(row.disabled_at),
  failing_since: isoOrNull(row.failing_since),
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** A delivery on the wire: how it went, never its payload (the back office lists many). */
export const toDeliveryView = (row: WebhookDeliveryEntity): WebhookDelivery => ({
  id: row.id,
  delivery_id: row.delivery_id,
  endpoint_id: row.endpoint_id,
  event: row.event,
  state: row.state,
  attempts: row.attempts,
  next_attempt_at: row.state === 'pending' ? isoOrNull(row.next_attempt_at) : null,
  last_attempt_at: isoOrNull(row.last_attempt_at),
  response_status: row.response_status,
  duration_ms: row.duration_ms,
  response_excerpt: row.response_excerpt,
  error: row.error,
  created_at: row.created_at.toISOString(),
});
