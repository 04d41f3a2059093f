// Checking that a webhook delivery comes from the site: the Standard Webhooks signature (standardwebhooks.com),
// verified by its reference library. A delivery is a POST whose `webhook-signature` is
// `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` under the endpoint's `whsec_…` secret.
import { Webhook, WebhookVerificationError } from 'standardwebhooks';

export { WebhookVerificationError };

/** A request's headers: a fetch Headers, or a record as Node's `IncomingMessage.headers` (any letter case). */
export type WebhookHeaders = Headers | Record<string, string | readonly string[] | undefined>;

const SIGNED_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

/**
 * The delivery's payload (JSON-parsed) when `body` — the raw text, exactly as received — is signed with `secret`
 * and its timestamp is within five minutes of now (the library's window: an old delivery replayed is refused).
 * Anything else throws WebhookVerificationError. A retry carries the same `webhook-id`: keep the ids you handled
 * to act once per delivery.
 */
export function verifyWebhook<Payload = unknown>(secret: string, body: string, headers: WebhookHeaders): Payload {
  return new Webhook(secret).verify(body, signedHeaders(headers)) as Payload;
}

function signedHeaders(headers: WebhookHeaders): Record<string, string> {
  const read =
    headers instanceof Headers
      ? (name: string) => headers.get(name)
      : (name: string) => {
          const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
          const value = key === undefined ? undefined : headers[key];
          return typeof value === 'string' ? value : value?.[0];
        };
  const found: Record<string, string> = {};
  for (const name of SIGNED_HEADERS) {
    const value = read(name);
    if (value) found[name] = value;
  }
  return found;
}
