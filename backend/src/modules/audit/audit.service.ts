import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AuditAction, AuditEntry, Page } from '@site/contract';
import {
  Between,
  EntityManager,
  FindOptionsWhere,
  LessThan,
  LessThanOrEqual,
  MoreThanOrEqual,
  Repository,
} from 'typeorm';
import { Clock } from '../../common/clock';
import { listPage } from '../../common/crud';
import type { RequestActor } from '../../common/auth/request-actor';
import { parseIsoTime } from '../../common/validation/field-rules';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { byActor } from './actor-names';
import { AuditLogEntity } from './audit-log.entity';
import type { AuditListDto } from './dto/audit-list.dto';

/** One entry to append. */
export interface AuditRecord {
  action: AuditAction;
  /** Who, from where, with what browser: the call's actor (a failed sign-in has no admin: give the name tried). */
  by: RequestActor;
  /** The target: its family (`news`, …, `admins`, `uploads`), id and title. */
  family?: string;
  target_id?: number | null;
  title?: string;
  /** Names of the changed fields, never their values. */
  fields?: string[];
}

const DAY_MS = 24 * 3600 * 1000;
const FIELDS_MAX = 1000;

/** `text` cut to `max` characters (the column's length), so a long title never fails the write it records. */
const fit = (text: string, max: number): string => (text.length > max ? text.slice(0, max) : text);

/** `fields` as stored: comma-separated names, whole names only, within the column. */
function joinFields(fields: string[]): string {
  let joined = '';
  for (const name of fields) {
    const next = joined ? `${joined},${name}` : name;
    if (next.length > FIELDS_MAX) break;
    joined = next;
  }
  return joined;
}

const toWire = (row: AuditLogEntity): AuditEntry => ({
  id: row.id,
  created_at: new Date(row.created_at).toISOString(),
  action: row.action as AuditAction,
  admin_id: row.admin_id,
  username: row.username,
  role: row.role,
  ip: row.ip,
  user_agent: row.user_agent,
  family: row.family,
  target_id: row.target_id,
  title: row.title,
  fields: row.fields ? row.fields.split(',') : [],
});

/**
 * The append-only audit log: who did what to which item, from where. Writes record their entry on their own
 * transaction (pass its `manager`), so an entry exists exactly when its change does.
 */
@Injectable()
export class AuditService {
  constructor(
    @InjectRepository(AuditLogEntity) private readonly repo: Repository<AuditLogEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async record(entry: AuditRecord, manager: EntityManager = this.repo.manager): Promise<void> {
    const actor = entry.by;
    await manager.insert(AuditLogEntity, {
      created_at: this.clock.now(),
      action: entry.action,
      admin_id: actor.admin_id,
      username: fit(actor.username, 64),
      role: fit(actor.role, 16),
      ip: fit(actor.ip, 64),
      user_agent: fit(actor.user_agent, 255),
      family: fit(entry.family ?? '', 32),
      target_id: entry.target_id ?? null,
      title: fit(entry.title ?? '', 200),
      fields: joinFields(entry.fields ?? []),
    });
  }

  /** Newest first, filtered by actor (user name, with their API keys), action, family and time range. */
  list(query: AuditListDto): Promise<Page<AuditEntry>> {
    const where: FindOptionsWhere<AuditLogEntity> = {};
    if (query.actor) where.username = byActor(query.actor);
    if (query.action) where.action = query.action;
    if (query.family) where.family = query.family;
    const from = query.from ? parseIsoTime(query.from) : undefined;
    const to = query.to ? parseIsoTime(query.to) : undefined;
    if (from && to) where.created_at = Between(from, to);
    else if (from) where.created_at = MoreThanOrEqual(from);
    else if (to) where.created_at = LessThanOrEqual(to);
    return listPage(this.repo, query, { where, defaultOrder: { id: 'DESC' } }, toWire);
  }

  /** Removes the entries older than AUDIT_KEEP_DAYS (the only way one ever goes). */
  async purgeExpired(): Promise<void> {
    const cutoff = new Date(this.clock.now().getTime() - this.config.auditKeepDays * DAY_MS);
    await this.repo.delete({ created_at: LessThan(cutoff) });
  }
}
