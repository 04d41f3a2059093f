import { Body, Controller } from '@nestjs/common';
import { ApiExtraModels, ApiTags } from '@nestjs/swagger';
import { AdminCall as Call, type WebhookDelivery, type WebhookDeliveryList } from '@site/contract';
import { DeletedView, IdDto } from '../../common/crud';
import { AdminApi } from '../../common/http/api-call.decorator';
import { SaveWebhookDto } from './dto/save-webhook.dto';
import { WebhookDeliveryListDto } from './dto/webhook-deliveries.dto';
import { WebhookPayloadView } from './dto/webhook-payload.view';
import {
  SavedWebhookEndpointView,
  WebhookDeliveryListView,
  WebhookDeliveryView,
  WebhookEndpointView,
} from './dto/webhook.views';
import { WebhooksService } from './webhooks.service';
import { AdminCallContext, AdminContext } from '../../common/auth/admin-context';

const PAYLOAD =
  'Each delivery POSTs the JSON body described by the `WebhookPayloadView` schema, signed per Standard Webhooks ' +
  '(`webhook-id`, `webhook-timestamp`, `webhook-signature`: `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">` ' +
  "under the endpoint's secret); see docs/api.md, Webhooks.";

/** Webhooks: super admins only, never through an API key (these calls declare no scope); every change audited. */
@ApiTags('adm/webhooks')
@ApiExtraModels(WebhookPayloadView)
@Controller('adm')
export class WebhooksAdminController {
  constructor(private readonly webhooks: WebhooksService) {}

  @AdminApi(Call.GET_WEBHOOK_LIST, {
    summary: 'Webhook endpoints, newest first (super admins only)',
    description: `Every endpoint with its events, whether it is on, and the notice of one the server turned off (every attempt failing for a day); never its secret. ${PAYLOAD}`,
    answer: [WebhookEndpointView],
    errors: [401, 403],
    roles: ['super'],
  })
  list(@AdminCallContext() _call: AdminContext): Promise<WebhookEndpointView[]> {
    return this.webhooks.list();
  }

  @AdminApi(Call.SAVE_WEBHOOK, {
    summary: 'Register or change a webhook endpoint (super admins only)',
    description:
      'Without `id` registers an endpoint and answers its signing secret in `secret` (`whsec_…`), the only time it is shown. ' +
      'The URL must be http(s); a host that is or resolves to a private, loopback or link-local address is refused (422) ' +
      'unless the server sets WEBHOOK_ALLOW_PRIVATE=true, and is checked again on every delivery. ' +
      `Events: \`<family>.<action>\` (a revision family with created, updated, published, unpublished, deleted, restored), media.uploaded, media.deleted, backup.succeeded, backup.failed, auth.locked_out, or \`*\`. ${PAYLOAD}`,
    answer: SavedWebhookEndpointView,
    errors: [400, 401, 403, 404, 409, 422],
    roles: ['super'],
  })
  save(@AdminCallContext() call: AdminContext, @Body() dto: SaveWebhookDto): Promise<SavedWebhookEndpointView> {
    return this.webhooks.save(dto, call.actor);
  }

  @AdminApi(Call.DEL_WEBHOOK, {
    summary: 'Remove a webhook endpoint and its deliveries (super admins only)',
    description: 'Nothing more is sent to it, pending retries included.',
    answer: DeletedView,
    errors: [400, 401, 403, 404, 422],
    roles: ['super'],
  })
  remove(@AdminCallContext() call: AdminContext, @Body() dto: IdDto): Promise<DeletedView> {
    return this.webhooks.remove(dto.id, call.actor);
  }

  @AdminApi(Call.TEST_WEBHOOK, {
    summary: 'Send a test delivery to an endpoint now (super admins only)',
    description: `Sends a \`webhook.test\` event whatever the endpoint subscribes to (on or off) and answers how the attempt went; a failed one is retried like any other. ${PAYLOAD}`,
    answer: WebhookDeliveryView,
    errors: [400, 401, 403, 404, 422],
    roles: ['super'],
  })
  test(@AdminCallContext() call: AdminContext, @Body() dto: IdDto): Promise<WebhookDelivery> {
    return this.webhooks.test(dto.id, call.actor);
  }

  @AdminApi(Call.GET_WEBHOOK_DELIVERY_LIST, {
    summary: "An endpoint's deliveries, newest first (super admins only)",
    description: `Kept WEBHOOK_KEEP_DAYS days (30 by default). Each with its state, attempts, the last answer's status, duration and first bytes. ${PAYLOAD}`,
    answer: WebhookDeliveryListView,
    errors: [400, 401, 403, 422],
    roles: ['super'],
  })
  deliveries(
    @AdminCallContext() _call: AdminContext,
    @Body() query: WebhookDeliveryListDto,
  ): Promise<WebhookDeliveryList> {
    return this.webhooks.deliveryPage(query);
  }

  @AdminApi(Call.RESEND_WEBHOOK_DELIVERY, {
    summary: 'Send a delivery again now (super admins only)',
    description:
      'The same `webhook-id` and body, signed anew, whatever its state (one waiting for a retry too); answers how the attempt went, and a failure starts a new day of retries. 409 while an attempt of it is under way, or for a scheduled publish before its time.',
    answer: WebhookDeliveryView,
    errors: [400, 401, 403, 404, 409, 422],
    roles: ['super'],
  })
  resend(@AdminCallContext() call: AdminContext, @Body() dto: IdDto): Promise<WebhookDelivery> {
    return this.webhooks.resend(dto.id, call.actor);
  }
}
