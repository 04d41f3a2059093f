import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { API_KEY_PREFIX, ApiKeyScope, AuditAction, ErrorName } from '@site/contract';
import { randomBytes } from 'node:crypto';
import { In, IsNull, Repository } from 'typeorm';
import type { RequestActor } from '../../common/auth/request-actor';
import { ApiKeyVerifier, AuthenticatedAdmin } from '../../common/auth/authenticated-admin';
import { digestSecret } from '../../common/auth/secret-digest';
import { Clock } from '../../common/clock';
import { ApiError } from '../../common/envelope/api-error';
import { RateLimiterService } from '../rate-limit/rate-limiter.service';
import { parseIsoTime } from '../../common/validation/field-rules';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AdminEntity } from '../admins/admin.entity';
import { apiKeyActorName } from '../audit/actor-names';
import { AuditService } from '../audit/audit.service';
import {
  API_KEY_EXPIRED,
  API_KEY_EXPIRY_PAST,
  API_KEY_INVALID,
  API_KEY_NO_SCOPE,
  API_KEY_NOT_FOUND,
  API_KEY_RATE_LIMITED,
} from './api-key-messages';
import { ApiKeyEntity } from './api-key.entity';
import { ApiKeyView, CreatedApiKeyView, toApiKeyView } from './api-key.view';
import type { SaveApiKeyDto } from './dto/save-api-key.dto';

/** The characters of a key kept in clear for the list: the prefix and six of the random part. */
const VISIBLE_LENGTH = API_KEY_PREFIX.length + 6;
const MINUTE_MS = 60_000;
/** "Last used" is written at most this often: one write a minute, not one per call. */
const LAST_USED_RESOLUTION_MS = MINUTE_MS;

/**
 * API keys: made and revoked by super admins, checked on every call made with one. Every check reads the database,
 * so a revoked key stops working on its next call in every server process.
 */
@Injectable()
export class ApiKeysService extends ApiKeyVerifier {
  constructor(
    @InjectRepository(ApiKeyEntity) private readonly keys: Repository<ApiKeyEntity>,
    @InjectRepository(AdminEntity) private readonly admins: Repository<AdminEntity>,
    private readonly limiter: RateLimiterService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  async list(): Promise<ApiKeyView[]> {
    const rows = await this.keys.find({ order: { id: 'DESC' } });
    const makers = await this.admins.findBy({ id: In([...new Set(rows.map((row) => row.admin_id))]) });
    const names = new Map(makers.map((admin) => [admin.id, admin.username]));
    const now = this.clock.now();
    return rows.map((row) => toApiKeyView(row, names.get(row.admin_id) ?? '', now));
  }

  /** Makes a key acting as `actor`; the answer carries the key itself, the only time it is ever shown. */
  async create(actor: AuthenticatedAdmin, dto: SaveApiKeyDto, by: RequestActor): Promise<CreatedApiKeyView> {
    const now = this.clock.now();
    const expiresAt = dto.expires_at ? parseIsoTime(dto.expires_at) : null;
    if (expiresAt && expiresAt.getTime() <= now.getTime()) {
      throw ApiError.validation([{ field: 'expires_at', message: API_KEY_EXPIRY_PAST }]);
    }
    const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
    const row = await this.keys.save(
      this.keys.create({
        name: dto.name,
        prefix: key.slice(0, VISIBLE_LENGTH),
        key_hash: digestSecret(key),
        scopes: [...new Set(dto.scopes)].join(','),
        admin_id: actor.id,
        expires_at: expiresAt,
        last_used_at: null,
        revoked_at: null,
        created_at: now,
      }),
    );
    await this.audit.record({ action: AuditAction.CREATE, by, family: 'api_keys', target_id: row.id, title: row.name });
    return { ...toApiKeyView(row, actor.username, now), key };
  }

  async revoke(id: number, by: RequestActor): Promise<void> {
    const row = await this.keys.findOneBy({ id, revoked_at: IsNull() });
    if (!row) throw ApiError.notFound(API_KEY_NOT_FOUND);
    const revoked = await this.keys.update({ id, revoked_at: IsNull() }, { revoked_at: this.clock.now() });
    if (!revoked.affected) throw ApiError.notFound(API_KEY_NOT_FOUND);
    await this.audit.record({
      action: AuditAction.STATUS,
      by,
      family: 'api_keys',
      target_id: id,
      title: row.name,
      fields: ['revoked_at'],
    });
  }

  async authenticate(key: string, scope: ApiKeyScope | undefined): Promise<AuthenticatedAdmin> {
    const row =
      key.length <= 256 ? await this.keys.findOneBy({ key_hash: digestSecret(key), revoked_at: IsNull() }) : null;
    if (!row) throw ApiError.unauthorized(API_KEY_INVALID, ErrorName.API_KEY_INVALID);
    const now = this.clock.now();
    if (row.expires_at && new Date(row.expires_at).getTime() <= now.getTime()) {
      throw ApiError.unauthorized(API_KEY_EXPIRED, ErrorName.API_KEY_EXPIRED);
    }
    const admin = await this.admins.findOneBy({ id: row.admin_id });
    if (!admin || admin.status !== 1) throw ApiError.unauthorized(API_KEY_INVALID, ErrorName.API_KEY_INVALID);
    if (!scope || !row.scopes.split(',').includes(scope)) {
      throw ApiError.forbidden(API_KEY_NO_SCOPE, ErrorName.FORBIDDEN_SCOPE);
    }
    const admission = await this.limiter.admit(`api_key:${row.id}`, {
      limit: this.config.apiKeyCallsPerMinute,
      windowMs: MINUTE_MS,
    });
    if (!admission.allowed) throw ApiError.tooManyRequests(admission.retryAfterSeconds, API_KEY_RATE_LIMITED);
    await this.touch(row, now);
    return {
      id: admin.id,
      username: apiKeyActorName(admin.username, row.name),
      role: admin.role,
      tokenId: 0,
      apiKey: { id: row.id, name: row.name },
    };
  }

  private async touch(row: ApiKeyEntity, now: Date): Promise<void> {
    const used = row.last_used_at ? new Date(row.last_used_at).getTime() : 0;
    if (now.getTime() - used < LAST_USED_RESOLUTION_MS) return;
    await this.keys.update({ id: row.id }, { last_used_at: now });
  }
}
