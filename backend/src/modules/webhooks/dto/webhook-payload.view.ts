import { ApiProperty } from '@nestjs/swagger';
import { WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT, type WebhookActor, type WebhookPayload } from '@site/contract';

class WebhookActorView implements WebhookActor {
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'The admin; null for the server’s own work or a sign-in',
    example: 1,
  })
  admin_id: number | null;

  @ApiProperty({
    description:
      'The admin’s user name (`<admin>/<key name>` for an API key); for `auth.locked_out` the name tried; empty for the server’s own work (a scheduled publish)',
    example: 'admin',
  })
  username: string;
}

/**
 * The JSON body of every webhook delivery, POSTed with the Standard Webhooks headers `webhook-id` (= `delivery_id`),
 * `webhook-timestamp` and `webhook-signature` (docs/api.md, Webhooks).
 */
export class WebhookPayloadView implements WebhookPayload {
  @ApiProperty({ enum: [...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT], example: 'news.published' })
  event: WebhookPayload['event'];

  @ApiProperty({
    description: 'A revision family (`news`, …), `media`, `backup`, `auth` or `webhook`',
    example: 'news',
  })
  family: string;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'The item’s id; null when the event has none',
    example: 42,
  })
  id: number | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      'The item as the public API returns it while it is public (published content, a public setting); otherwise only `{ id, title }`. Never a secret or a private setting’s value',
    example: { id: 42, title: '公司荣获年度创新奖' },
  })
  item: Record<string, unknown>;

  @ApiProperty({ type: WebhookActorView })
  actor: WebhookActorView;

  @ApiProperty({
    type: String,
    format: 'date-time',
    description: 'When it happened (UTC)',
    example: '2026-11-28T08:00:00.000Z',
  })
  time: string;

  @ApiProperty({
    description: 'This delivery’s id: the `webhook-id` header, the same on every retry',
    example: 'msg_2b8f3c1e9d7a4f6b8c0d1e2f3a4b5c6d',
  })
  delivery_id: string;
}
