import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  AuditAction,
  type CreatedWebhookEndpoint,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookEndpoint,
  WEBHOOK_TEST_EVENT,
} from '@site/contract';
import { EntityManager, Repository } from 'typeorm';
import type { RequestActor } from '../../common/auth/request-actor';
import { Clock } from '../../common/clock';
import { findOr404, pageOf } from '../../common/crud';
import { ApiError } from '../../common/envelope/api-error';
import { AuditService } from '../audit/audit.service';
import type { SaveWebhookDto } from './dto/save-webhook.dto';
import type { WebhookDeliveryListDto } from './dto/webhook-deliveries.dto';
import { RefusedAddress, WebhookAddresses } from './webhook-address';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';
import { WebhookOutbox } from './webhook-outbox';
import { CLAIM_MS, WebhookSender } from './webhook-sender';
import { WebhookSecrets } from './webhook-secrets';
import { toDeliveryView, toEndpointView } from './webhook.views';

const NOT_FOUND = '网络钩子不存在';
const DELIVERY_NOT_FOUND = '投递记录不存在';
/** Endpoints a site may have: each event is queued once per endpoint, on the change's own transaction. */
const MAX_ENDPOINTS = 50;

/** The endpoints super admins register, their deliveries, a test delivery and sending one again (all audited). */
@Injectable()
export class WebhooksService {
  constructor(
    @InjectRepository(WebhookEndpointEntity) private readonly endpoints: Repository<WebhookEndpointEntity>,
    @InjectRepository(WebhookDeliveryEntity) private readonly deliveries: Repository<WebhookDeliveryEntity>,
    private readonly addresses: WebhookAddresses,
    private readonly secrets: WebhookSecrets,
    private readonly outbox: WebhookOutbox,
    private readonly sender: WebhookSender,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<WebhookEndpoint[]> {
    return (await this.endpoints.find({ order: { id: 'DESC' } })).map(toEndpointView);
  }

  /** Registers an endpoint (answering its secret, this once) or changes one. */
  async save(dto: SaveWebhookDto, by: RequestActor): Promise<WebhookEndpoint | CreatedWebhookEndpoint> {
    if (dto.url !== undefined) await this.checkUrl(dto.url);
    const events = dto.events && [...new Set(dto.events)].join(',');
    const now = this.clock.now();
    if (!dto.id) {
      if ((await this.endpoints.count()) >= MAX_ENDPOINTS) {
        throw ApiError.conflict(`最多可登记 ${MAX_ENDPOINTS} 个网络钩子`);
      }
      const { secret, sealed } = this.secrets.make();
      const row = await this.endpoints.manager.transaction(async (manager) => {
        const created = await manager.save(
          manager.create(WebhookEndpointEntity, {
            name: dto.name,
            url: dto.url,
            events,
            enabled: dto.enabled === false ? 0 : 1,
            secret_sealed: sealed,
            failing_since: null,
            disabled_reason: '',
            disabled_at: null,
            created_at: now,
            updated_at: now,
          }),
        );
        await this.record(manager, AuditAction.CREATE, created, by);
        return created;
      });
      return { ...toEndpointView(row), secret };
    }
    const before = await findOr404(this.endpoints, { id: dto.id }, NOT_FOUND);
    const changes: Partial<WebhookEndpointEntity> = {
      ...(dto.name !== undefined ? { name: dto.name } : {}),
      ...(dto.url !== undefined ? { url: dto.url } : {}),
      ...(events !== undefined ? { events } : {}),
      ...(dto.enabled !== undefined ? { enabled: dto.enabled ? 1 : 0 } : {}),
    };
    // Turned on again by an admin: the server's notice and the failing streak are over.
    if (changes.enabled === 1) Object.assign(changes, { disabled_reason: '', disabled_at: null, failing_since: null });
    const fields = Object.keys(changes).filter(
      (field) => before[field as keyof WebhookEndpointEntity] !== changes[field as keyof WebhookEndpointEntity],
    );
    const after = await this.endpoints.manager.transaction(async (manager) => {
      await manager.update(WebhookEndpointEntity, before.id, { ...changes, updated_at: now });
      const row = await manager.findOneByOrFail(WebhookEndpointEntity, { id: before.id });
      await this.record(manager, AuditAction.UPDATE, row, by, fields);
      return row;
    });
    if (changes.enabled === 0) await this.sender.failPending([after.id], '端点已停用');
    return toEndpointView(after);
  }

  async remove(id: number, by: RequestActor): Promise<{ deleted: number }> {
    const row = await findOr404(this.endpoints, { id }, NOT_FOUND);
    await this.endpoints.manager.transaction(async (manager) => {
      await manager.delete(WebhookDeliveryEntity, { endpoint_id: id });
      await manager.delete(WebhookEndpointEntity, { id });
      await this.record(manager, AuditAction.DELETE, row, by);
    });
    return { deleted: 1 };
  }

  /** Sends a `webhook.test` delivery to endpoint `id` now, whatever it subscribes to; answers how it went. */
  async test(id: number, by: RequestActor): Promise<WebhookDelivery> {
    const endpoint = await findOr404(this.endpoints, { id }, NOT_FOUND);
    const now = this.clock.now();
    const deliveryId = await this.endpoints.manager.transaction(async (manager) => {
      const queued = await this.outbox.queueFor(
        manager,
        endpoint.id,
        {
          event: WEBHOOK_TEST_EVENT,
          family: 'webhook',
          id: endpoint.id,
          item: { id: endpoint.id, title: endpoint.name },
          by,
          time: now,
        },
        // Claimed from the start: the round leaves it to this call.
        new Date(now.getTime() + CLAIM_MS),
      );
      await this.record(manager, AuditAction.UPDATE, endpoint, by, ['test']);
      return queued;
    });
    return toDeliveryView(await this.sender.attempt(deliveryId));
  }

  async deliveryPage(query: WebhookDeliveryListDto): Promise<WebhookDeliveryList> {
    const { page, limit } = pageOf(query);
    const [rows, total] = await this.deliveries.findAndCount({
      where: { endpoint_id: query.endpoint_id, ...(query.state ? { state: query.state } : {}) },
      order: { id: 'DESC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    return { list: rows.map(toDeliveryView), total };
  }

  /** Sends delivery `id` again now, with its id and body (a new day of retries should this one fail). */
  async resend(id: number, by: RequestActor): Promise<WebhookDelivery> {
    const delivery = await findOr404(this.deliveries, { id }, DELIVERY_NOT_FOUND);
    if (!(await this.sender.claim(id, true))) {
      throw ApiError.conflict(
        delivery.queued_at > this.clock.now() ? '定时发布的通知尚未到发送时间' : '这次投递正在进行中，请稍后再试',
      );
    }
    const endpoint = await this.endpoints.findOneBy({ id: delivery.endpoint_id });
    await this.audit.record({
      action: AuditAction.UPDATE,
      by,
      family: 'webhooks',
      target_id: delivery.endpoint_id,
      title: endpoint?.name ?? '',
      fields: ['resend'],
    });
    return toDeliveryView(await this.sender.attempt(id));
  }

  private async checkUrl(url: string): Promise<void> {
    try {
      await this.addresses.check(url);
    } catch (error) {
      if (error instanceof RefusedAddress) throw ApiError.validation([{ field: 'url', message: error.message }]);
      throw error;
    }
  }

  private record(
    manager: EntityManager,
    action: AuditAction,
    row: WebhookEndpointEntity,
    by: RequestActor,
    fields?: string[],
  ): Promise<void> {
    return this.audit.record({ action, by, family: 'webhooks', target_id: row.id, title: row.name, fields }, manager);
  }
}
