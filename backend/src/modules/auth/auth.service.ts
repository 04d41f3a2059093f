import { ErrorName } from '@site/contract';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ApiError } from '../../common/envelope/api-error';
import type { AuthenticatedAdmin } from '../../common/auth/authenticated-admin';
import { Clock } from '../../common/clock';
import { findOr404 } from '../../common/crud';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../common/auth/password';
import { usernameKey } from '../admins/admin-fields';
import { AdminEntity } from '../admins/admin.entity';
import { AdminView, toAdminView } from '../admins/admin.view';
import { AuditService } from '../audit/audit.service';
import { AccessTokensService } from './access-tokens.service';
import type { LoginDto } from './dto/login.dto';
import type { ModifyPasswordDto } from './dto/modify-password.dto';
import { LoginResultView } from './login-result.view';
import { LoginThrottle } from './login-throttle';

/** One answer for unknown user and wrong password alike: nothing tells which usernames exist. */
export const WRONG_CREDENTIALS = '用户名或密码错误';
const NOT_FOUND = '管理员不存在';

/** Sign-in, the signed-in admin, sign-out and password change. */
@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(AdminEntity) private readonly admins: Repository<AdminEntity>,
    private readonly tokens: AccessTokensService,
    private readonly throttle: LoginThrottle,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  async login(dto: LoginDto, ip: string): Promise<LoginResultView> {
    const key = usernameKey(dto.username);
    const attempt = await this.throttle.admit(key, ip);
    const admin = await this.admins.findOneBy({ username_key: key });
    // An unknown username is verified against a decoy hash, so both failures take the same time.
    const valid = await verifyPassword(admin?.password_hash ?? (await decoyPasswordHash()), dto.password);
    if (!admin || !valid) {
      await this.throttle.failed(attempt);
      throw ApiError.unauthorized(WRONG_CREDENTIALS, ErrorName.CREDENTIALS_INVALID);
    }
    await this.throttle.succeeded(attempt);
    // Only told after the right password, so a disabled account cannot be detected by guessing.
    if (admin.status !== 1) throw ApiError.forbidden('账号已停用，请联系超级管理员', ErrorName.ACCOUNT_DISABLED);
    await this.admins.update({ id: admin.id }, { last_login_at: this.clock.now(), last_login_ip: ip || null });
    const { accessToken, expiresAt } = await this.tokens.issue(admin.id, ip || null);
    return { access_token: accessToken, expires_at: expiresAt.toISOString(), admin: await this.info(admin) };
  }

  async info(actor: Pick<AuthenticatedAdmin, 'id'>): Promise<AdminView> {
    return toAdminView(await findOr404(this.admins, { id: actor.id }, NOT_FOUND));
  }

  async logout(actor: AuthenticatedAdmin): Promise<null> {
    await this.tokens.revoke(actor.tokenId);
    return null;
  }

  /**
   * Changes the signed-in admin's password and ends their other sessions. A wrong old password is a 422
   * on `old_password` (a form error, the session stays valid) and counts as a failed sign-in of that
   * username: a stolen session cannot be used to guess the password faster than the login form allows.
   */
  async modifyPassword(actor: AuthenticatedAdmin, dto: ModifyPasswordDto): Promise<null> {
    if (dto.new_password === dto.old_password) {
      throw ApiError.validation([{ field: 'new_password', message: '新密码不能与原密码相同' }]);
    }
    const admin = await findOr404(this.admins, { id: actor.id }, NOT_FOUND);
    const attempt = await this.throttle.admit(admin.username_key);
    if (!(await verifyPassword(admin.password_hash, dto.old_password))) {
      await this.throttle.failed(attempt);
      throw ApiError.validation([{ field: 'old_password', message: '原密码不正确' }]);
    }
    await this.throttle.succeeded(attempt);
    await this.admins.update({ id: admin.id }, { password_hash: await hashPassword(dto.new_password) });
    await this.audit.record({
      action: 'update',
      family: 'admins',
      target_id: admin.id,
      title: admin.username,
      fields: ['password'],
    });
    await this.tokens.revokeAllOf(admin.id, actor.tokenId);
    return null;
  }
}
