import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AuditAction } from '@site/contract';
import { randomBytes } from 'node:crypto';
import { IsNull, LessThanOrEqual, MoreThan, Not, Repository } from 'typeorm';
import { AccessTokenVerifier, AuthenticatedAdmin } from '../../common/auth/authenticated-admin';
import { digestSecret } from '../../common/auth/secret-digest';
import { Clock } from '../../common/clock';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AdminEntity } from '../admins/admin.entity';
import type { RequestActor } from '../../common/auth/request-actor';
import { AuditService } from '../audit/audit.service';
import { AccessTokenEntity } from './access-token.entity';
import { AuthPolicyService } from './two-factor/auth-policy.service';

/** A session's "last seen" is written at most this often: one write a minute, not one per call. */
const LAST_SEEN_RESOLUTION_MS = 60_000;
const USER_AGENT_MAX = 255;

/** Where a sign-in came from, kept with its session. */
export interface SignInClient {
  ip: string;
  userAgent: string;
}

/** How long an expired token's row is kept, so that using it answers ACCESS_TOKEN_EXPIRED rather than INVALID. */
const EXPIRED_KEPT_MS = 30 * 24 * 3600 * 1000;

/** Issues, verifies and revokes opaque access tokens (32 random bytes, base64url). */
@Injectable()
export class AccessTokensService extends AccessTokenVerifier {
  constructor(
    @InjectRepository(AccessTokenEntity) private readonly tokens: Repository<AccessTokenEntity>,
    @InjectRepository(AdminEntity) private readonly admins: Repository<AdminEntity>,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly policy: AuthPolicyService,
    private readonly audit: AuditService,
  ) {
    super();
  }

  async issue(adminId: number, client: SignInClient): Promise<{ accessToken: string; expiresAt: Date }> {
    const accessToken = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.config.accessTokenTtlSeconds * 1000);
    await this.tokens.insert({
      admin_id: adminId,
      token_hash: digestSecret(accessToken),
      expires_at: expiresAt,
      revoked_at: null,
      ip: client.ip || null,
      user_agent: client.userAgent.slice(0, USER_AGENT_MAX) || null,
      last_seen_at: now,
      // The clock's time, like last_seen_at, so the two compare in the session list (and in tests).
      created_at: now,
    });
    return { accessToken, expiresAt };
  }

  async verify(accessToken: string): Promise<AuthenticatedAdmin | 'expired' | null> {
    if (!accessToken || accessToken.length > 256) return null;
    const token = await this.tokens.findOneBy({ token_hash: digestSecret(accessToken), revoked_at: IsNull() });
    if (!token) return null;
    if (new Date(token.expires_at).getTime() <= this.clock.now().getTime()) return 'expired';
    const admin = await this.admins.findOneBy({ id: token.admin_id });
    if (!admin || admin.status !== 1) return null;
    await this.touch(token);
    const totpPending = !admin.totp_secret && (await this.policy.totpRequired());
    const passwordChangePending = admin.must_change_password === 1;
    return {
      id: admin.id,
      username: admin.username,
      role: admin.role,
      tokenId: token.id,
      totpPending,
      passwordChangePending,
    };
  }

  /** The admin's live sessions, most recently seen first. */
  listLive(adminId: number): Promise<AccessTokenEntity[]> {
    return this.tokens.find({
      where: { admin_id: adminId, revoked_at: IsNull(), expires_at: MoreThan(this.clock.now()) },
      order: { last_seen_at: 'DESC', id: 'DESC' },
    });
  }

  /** Revokes one live session of the admin (a sign-out of that device, audited); false when there is no such session. */
  async revokeOwn(adminId: number, tokenId: number, by: RequestActor): Promise<boolean> {
    const revoked = await this.tokens.update(
      { id: tokenId, admin_id: adminId, revoked_at: IsNull() },
      { revoked_at: this.clock.now() },
    );
    if (!revoked.affected) return false;
    await this.audit.record({ action: AuditAction.LOGOUT, by, family: 'sessions', target_id: tokenId });
    return true;
  }

  private async touch(token: AccessTokenEntity): Promise<void> {
    const now = this.clock.now();
    const seen = token.last_seen_at ? new Date(token.last_seen_at).getTime() : 0;
    if (now.getTime() - seen < LAST_SEEN_RESOLUTION_MS) return;
    await this.tokens.update({ id: token.id }, { last_seen_at: now });
  }

  async revoke(tokenId: number): Promise<void> {
    await this.tokens.update({ id: tokenId, revoked_at: IsNull() }, { revoked_at: this.clock.now() });
  }

  /**
   * Deletes the tokens expired for EXPIRED_KEPT_MS (revoked ones included): they can never be used again, and a
   * client that still sends one has had a month to learn it expired.
   */
  async purgeExpired(): Promise<void> {
    await this.tokens.delete({ expires_at: LessThanOrEqual(new Date(this.clock.now().getTime() - EXPIRED_KEPT_MS)) });
  }

  /** Revokes every live token of an admin, except `keepTokenId` (the session changing its password). */
  async revokeAllOf(adminId: number, keepTokenId?: number): Promise<void> {
    await this.tokens.update(
      { admin_id: adminId, revoked_at: IsNull(), ...(keepTokenId ? { id: Not(keepTokenId) } : {}) },
      { revoked_at: this.clock.now() },
    );
  }
}
