import { createHmac, randomBytes } from 'node:crypto';
import { verifyWebhook, WebhookVerificationError } from './webhooks.js';

// Signatures are made here as the Standard Webhooks specification writes them (node:crypto), not by the library
// under test: the verifier must accept what any conforming sender, the site's included, sends.
const key = randomBytes(32);
const secret = `whsec_${key.toString('base64')}`;
const body = JSON.stringify({ event: 'news.published', id: 'msg_2Lq', data: { id: 7, title: '新品发布' } });
const unixNow = () => Math.floor(Date.now() / 1000);

function signedHeaders(payload: string, { id = 'msg_2Lq', timestamp = unixNow(), signingKey = key } = {}) {
  const signature = createHmac('sha256', signingKey).update(`${id}.${timestamp}.${payload}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': `v1,${signature}` };
}

describe('verifyWebhook', () => {
  it('answers the payload of a delivery signed with the secret, from Node headers or fetch Headers', () => {
    expect(verifyWebhook(secret, body, signedHeaders(body))).toEqual(JSON.parse(body));
    expect(verifyWebhook(secret, body, new Headers(signedHeaders(body)))).toEqual(JSON.parse(body));
    const capitalised = Object.fromEntries(
      Object.entries(signedHeaders(body)).map(([name, value]) => [
        name.replace(/\b\w/g, (c) => c.toUpperCase()),
        [value],
      ]),
    );
    expect(verifyWebhook(secret, body, capitalised)).toEqual(JSON.parse(body));
  });

  it('accepts one matching signature among several (a secret being rotated)', () => {
    const headers = signedHeaders(body);
    const other = signedHeaders(body, { signingKey: randomBytes(32) })['webhook-signature'];
    headers['webhook-signature'] = `${other} ${headers['webhook-signature']}`;
    expect(verifyWebhook(secret, body, headers)).toEqual(JSON.parse(body));
  });

  it('refuses a tampered body', () => {
    const tampered = body.replace('新品发布', '已篡改');
    expect(() => verifyWebhook(secret, tampered, signedHeaders(body))).toThrow(WebhookVerificationError);
  });

  it('refuses a delivery signed with another secret', () => {
    const headers = signedHeaders(body, { signingKey: randomBytes(32) });
    expect(() => verifyWebhook(secret, body, headers)).toThrow(WebhookVerificationError);
  });

  it('refuses a correctly signed delivery replayed after the five-minute window, or dated ahead of it', () => {
    expect(() => verifyWebhook(secret, body, signedHeaders(body, { timestamp: unixNow() - 6 * 60 }))).toThrow(
      /too old/,
    );
    expect(() => verifyWebhook(secret, body, signedHeaders(body, { timestamp: unixNow() + 6 * 60 }))).toThrow(
      /too new/,
    );
    // Inside the window the same delivery still verifies: the receiver drops repeats by webhook-id.
    expect(verifyWebhook(secret, body, signedHeaders(body, { timestamp: unixNow() - 4 * 60 }))).toEqual(
      JSON.parse(body),
    );
  });

  it('refuses a delivery without its signature headers, or with the id changed', () => {
    const { 'webhook-signature': _signature, ...unsigned } = signedHeaders(body);
    expect(() => verifyWebhook(secret, body, unsigned)).toThrow(WebhookVerificationError);
    expect(() => verifyWebhook(secret, body, { ...signedHeaders(body), 'webhook-id': 'msg_other' })).toThrow(
      WebhookVerificationError,
    );
  });
});
