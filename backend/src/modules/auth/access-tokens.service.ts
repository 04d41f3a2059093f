import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { IsNull, LessThanOrEqual, Not, Repository } from 'typeorm';
import { AccessTokenVerifier, AuthenticatedAdmin } from '../../common/auth/authenticated-admin';
import { Clock } from '../../common/clock';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AdminEntity } from '../admins/admin.entity';
import { AccessTokenEntity } from './access-token.entity';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

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
  ) {
    super();
  }

  async issue(adminId: number, ip: string | null): Promise<{ accessToken: string; expiresAt: Date }> {
    const accessToken = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.clock.now().getTime() + this.config.accessTokenTtlSeconds * 1000);
    await this.tokens.insert({
      admin_id: adminId,
      token_hash: hashToken(accessToken),
      expires_at: expiresAt,
      revoked_at: null,
      ip,
    });
    return { accessToken, expiresAt };
  }

  async verify(accessToken: string): Promise<AuthenticatedAdmin | 'expired' | null> {
    if (!accessToken || accessToken.length > 256) return null;
    const token = await this.tokens.findOneBy({ token_hash: hashToken(accessToken), revoked_at: IsNull() });
    if (!token) return null;
    if (new Date(token.expires_at).getTime() <= this.clock.now().getTime()) return 'expired';
    const admin = await this.admins.findOneBy({ id: token.admin_id });
    if (!admin || admin.status !== 1) return null;
    return { id: admin.id, username: admin.username, role: admin.role, tokenId: token.id };
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
