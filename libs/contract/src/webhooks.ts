/** Extension of the contract (issue 35): webhooks, signed per Standard Webhooks and retried, for integrators. */
import { REVISION_FAMILIES, type RevisionFamily } from './history';

/** What happens to an item of a revision family. */
export const CONTENT_EVENT_ACTIONS = ['created', 'updated', 'published', 'unpublished', 'deleted', 'restored'] as const;
export type ContentEventAction = (typeof CONTENT_EVENT_ACTIONS)[number];

/** Events that are not a content family's. */
export const OTHER_WEBHOOK_EVENTS = [
  'media.uploaded',
  'media.deleted',
  'backup.succeeded',
  'backup.failed',
  'auth.locked_out',
] as const;

/** Every event an endpoint may subscribe to, named `<family>.<action>`. */
export const WEBHOOK_EVENTS = [
  ...REVISION_FAMILIES.flatMap((family) => CONTENT_EVENT_ACTIONS.map((action) => `${family}.${action}` as const)),
  ...OTHER_WEBHOOK_EVENTS,
] as const;
export type WebhookEvent = `${RevisionFamily}.${ContentEventAction}` | (typeof OTHER_WEBHOOK_EVENTS)[number];

/** Subscribes an endpoint to every event, those added later included. */
export const ALL_WEBHOOK_EVENTS = '*';
/** The event of `adm/test_webhook`: sent to one endpoint whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** Where a delivery stands: waiting (its first try or a retry), answered 2xx, or given up on. */
export const WEBHOOK_DELIVERY_STATES = ['pending', 'sent', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

/** The prefix of an endpoint's signing secret (Standard Webhooks): `whsec_` and the base64 of 32 random bytes. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** Who made a change an event tells of: an admin (or an API key, named `<admin>/<key>`), a visitor signing in, or the server. */
export interface WebhookActor {
  admin_id: number | null;
  /** The admin's user name; for `auth.locked_out` the name tried; empty for the server's own work (a scheduled publish). */
  username: string;
}

/** The JSON body of every delivery. */
export interface WebhookPayload {
  /** The event, e.g. `news.published` (or `webhook.test`). */
  event: WebhookEvent | typeof WEBHOOK_TEST_EVENT;
  /** The family: a revision family, `media`, `backup`, `auth` or `webhook`. */
  family: string;
  /** The item's id; null when the event has none (a backup, a lockout). */
  id: number | null;
  /**
   * The item as the public API returns it while it is public (published content, a public setting); otherwise only
   * `{ id, title }` (a draft, a deleted item, a private setting, a file, a backup).
   */
  item: Record<string, unknown>;
  actor: WebhookActor;
  /** When it happened (UTC, ISO 8601). */
  time: string;
  /** This delivery's id, the same as the `webhook-id` header and the same on every retry. */
  delivery_id: string;
}

/** One endpoint in `adm/get_webhook_list`: never its secret. */
export interface WebhookEndpoint {
  id: number;
  name: string;
  url: string;
  events: string[];
  enabled: boolean;
  /** Why the server turned it off (failing for a day), empty when it did not. */
  disabled_reason: string;
  disabled_at: string | null;
  /** Since when every attempt has failed; null while deliveries succeed. */
  failing_since: string | null;
  created_at: string;
  updated_at: string;
}

/** The answer of `adm/save_webhook` creating an endpoint: its secret, this once. */
export interface CreatedWebhookEndpoint extends WebhookEndpoint {
  secret: string;
}

/** One delivery in `adm/get_webhook_delivery_list`, newest first. */
export interface WebhookDelivery {
  id: number;
  /** The `webhook-id` header and the payload's `delivery_id`. */
  delivery_id: string;
  endpoint_id: number;
  event: string;
  state: WebhookDeliveryState;
  attempts: number;
  next_attempt_at: string | null;
  last_attempt_at: string | null;
  /** The endpoint's HTTP status on the last attempt; null when it did not answer. */
  response_status: number | null;
  /** How long the last attempt took, in milliseconds. */
  duration_ms: number | null;
  /** The first bytes of the endpoint's last answer. */
  response_excerpt: string;
  /** Why the last attempt failed (in Chinese), empty after a success. */
  error: string;
  created_at: string;
}

export interface WebhookDeliveryList {
  list: WebhookDelivery[];
  total: number;
}
