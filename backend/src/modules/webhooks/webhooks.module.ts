import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WebhookAddresses, WebhookResolver } from './webhook-address';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';
import { WebhookOutbox } from './webhook-outbox';
import { WebhookSchedule } from './webhook-schedule';
import { WebhookSecrets } from './webhook-secrets';
import { WebhookSender } from './webhook-sender';
import { WebhooksAdminController } from './webhooks.admin.controller';
import { WebhooksService } from './webhooks.service';

/**
 * Webhooks (issue 35): endpoints super admins register, deliveries queued by every module's writes through
 * WebhookOutbox on their own transactions (global), and the rounds that send them.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([WebhookEndpointEntity, WebhookDeliveryEntity])],
  controllers: [WebhooksAdminController],
  providers: [
    WebhookOutbox,
    WebhookResolver,
    WebhookAddresses,
    WebhookSecrets,
    WebhookSender,
    WebhookSchedule,
    WebhooksService,
  ],
  exports: [WebhookOutbox],
})
export class WebhooksModule {}
