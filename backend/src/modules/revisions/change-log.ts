import { Inject, Injectable } from '@nestjs/common';
import type { AuditAction } from '@site/contract';
import { EntityManager, LessThan } from 'typeorm';
import { Clock } from '../../common/clock';
import { ChangeRecorder, type RowChange } from '../../common/crud/change-recorder';
import type { RequestActor } from '../../common/auth/request-actor';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AuditService } from '../audit/audit.service';
import { WebhookOutbox } from '../webhooks/webhook-outbox';
import { changedFields, familyOfTable, titleOf } from './revision-families';
import { RevisionEntity } from './revision.entity';

const DAY_MS = 24 * 3600 * 1000;
/** Every revision younger than this is kept, however many there are (REVISION_KEEP counts only older ones). */
const KEEP_ALL_DAYS = 30;

/**
 * What every change of a row leaves behind, on the change's own transaction: an audit log entry, and for the content
 * families a revision with the whole row — then the item's revisions beyond REVISION_KEEP and older than 30 days go —
 * and the webhook deliveries of its events.
 */
@Injectable()
export class ChangeLog extends ChangeRecorder {
  constructor(
    private readonly audit: AuditService,
    private readonly webhooks: WebhookOutbox,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  async record(manager: EntityManager, change: RowChange, actor: RequestActor): Promise<void> {
    const { table, before, after } = change;
    const row = after ?? before;
    if (!row) return;
    const family = familyOfTable(table);
    const title = titleOf(table, row);
    const fields = changedFields(before, after);
    // A save that changed the status alone (the lists' switches send `{ id, status }`) is a status change.
    const action =
      change.action === 'update' && fields.length === 1 && fields[0] === 'status' ? 'status' : change.action;
    await this.audit.record(
      { action: action as AuditAction, by: actor, family: family ?? table, target_id: Number(row.id), title, fields },
      manager,
    );
    if (!family) return;
    await manager.insert(RevisionEntity, {
      family,
      item_id: Number(row.id),
      lang: String(row.lang ?? ''),
      version: Number(row.version ?? 0),
      action,
      title: title.slice(0, 200),
      fields: fields.join(',').slice(0, 1000),
      admin_id: actor.admin_id,
      username: actor.username,
      snapshot: JSON.stringify(row),
      created_at: this.clock.now(),
    });
    await this.prune(manager, family, Number(row.id));
    await this.webhooks.contentChanged(manager, family, { ...change, action }, title, actor);
  }

  async lastChangedBy(manager: EntityManager, table: string, id: number): Promise<string> {
    const family = familyOfTable(table);
    if (!family) return '';
    const last = await manager.findOne(RevisionEntity, {
      select: { username: true },
      where: { family, item_id: id },
      order: { id: 'DESC' },
    });
    return last?.username ?? '';
  }

  /** Drops the item's revisions that are both past the newest REVISION_KEEP and older than 30 days. */
  private async prune(manager: EntityManager, family: string, itemId: number): Promise<void> {
    const [oldestKept] = await manager.find(RevisionEntity, {
      select: { id: true },
      where: { family, item_id: itemId },
      order: { id: 'DESC' },
      skip: this.config.revisionKeep - 1,
      take: 1,
    });
    if (!oldestKept) return;
    const cutoff = new Date(this.clock.now().getTime() - KEEP_ALL_DAYS * DAY_MS);
    await manager.delete(RevisionEntity, {
      family,
      item_id: itemId,
      id: LessThan(oldestKept.id),
      created_at: LessThan(cutoff),
    });
  }
}
