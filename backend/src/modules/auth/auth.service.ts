import { AuditAction, ErrorName } from '@site/contract';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ApiError } from '../../common/envelope/api-error';
import type { AuthenticatedAdmin } from '../../common/auth/authenticated-admin';
import type { RequestActor } from '../../common/auth/request-actor';
import { Clock } from '../../common/clock';
import { Metrics } from '../../common/metrics/metrics';
import { findOr404 } from '../../common/crud';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../common/auth/password';
import { accountKey } from '../admins/admin-fields';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AuditService } from '../audit/audit.service';
import { type RaisedEvent, WebhookOutbox } from '../webhooks/webhook-outbox';
import { AdminEntity } from '../admins/admin.entity';
import { AdminView, toAdminView } from '../admins/admin.view';
import { AccessTokensService, SignInClient } from './access-tokens.service';
import type { LoginDto } from './dto/login.dto';
import type { LoginTotpDto } from './dto/login-totp.dto';
import type { ModifyPasswordDto } from './dto/modify-password.dto';
import { LoginChallengeView, LoginResultView } from './login-result.view';
import { LoginThrottle } from './login-throttle';
import { AuthPolicyService } from './two-factor/auth-policy.service';
import { LoginChallengesService } from './two-factor/login-challenges.service';
import { LoginDevicesService } from './two-factor/login-devices.service';
import { TwoFactorService } from './two-factor/two-factor.service';

/** One answer for unknown user and wrong password alike: nothing tells which usernames exist. */
export const WRONG_CREDENTIALS = '用户名或密码错误';
const NOT_FOUND = '管理员不存在';
const CHALLENGE_EXPIRED = '验证已过期，请重新输入用户名和密码';
/** The one limiter key of every name that no account can have ('-' is in no account's key). */
const NOT_AN_ACCOUNT = '-';

/** Who a sign-in step is by: the admin (none while refused) under the name given, from `client`. */
const signingIn = (admin: Pick<AdminEntity, 'id' | 'role'> | null, username: string, client: SignInClient) => ({
  admin_id: admin?.id ?? null,
  username,
  role: admin?.role ?? '',
  ip: client.ip,
  user_agent: client.userAgent,
});

/** Sign-in (password, then the TOTP code when the account has one), the signed-in admin, sign-out, password change. */
@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(AdminEntity) private readonly admins: Repository<AdminEntity>,
    private readonly tokens: AccessTokensService,
    private readonly throttle: LoginThrottle,
    private readonly devices: LoginDevicesService,
    private readonly challenges: LoginChallengesService,
    private readonly twoFactor: TwoFactorService,
    private readonly policy: AuthPolicyService,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly metrics: Metrics,
    private readonly webhooks: WebhookOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * `auth.locked_out` for a refused sign-in of `by`'s user name: once per name and lock period however many attempts
   * the lock refuses (the dedupe key), so a flood of attempts is one alert, not a flood of deliveries.
   */
  private lockedOut(by: RequestActor): RaisedEvent {
    const now = this.clock.now();
    const period = Math.floor(now.getTime() / (this.config.loginLockMinutes * 60_000));
    return {
      event: 'auth.locked_out',
      family: 'auth',
      id: null,
      item: { id: null, title: by.username },
      by,
      time: now,
      dedupeKey: `auth.locked_out:${period}:${by.username}`,
    };
  }

  /** Sign-in steps in the audit log: a refusal as a failure or a lockout (under the name tried), then rethrown. */
  private async audited<T>(username: string, client: SignInClient, step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (error) {
      const name = error instanceof ApiError ? error.error : undefined;
      const action =
        name === ErrorName.LOCKED_OUT
          ? AuditAction.LOCKOUT
          : name === ErrorName.CREDENTIALS_INVALID || name === ErrorName.TOTP_INVALID
            ? AuditAction.LOGIN_FAILED
            : null;
      if (action) {
        this.metrics.signInRefusals.inc({ reason: action === AuditAction.LOCKOUT ? 'locked_out' : 'failed' });
        const by = signingIn(null, username.slice(0, 64), client);
        await this.admins.manager.transaction(async (manager) => {
          await this.audit.record({ action, by }, manager);
          if (action === AuditAction.LOCKOUT) await this.webhooks.raise(manager, this.lockedOut(by));
        });
      }
      throw error;
    }
  }

  login(dto: LoginDto, client: SignInClient): Promise<LoginResultView | LoginChallengeView> {
    return this.audited(dto.username, client, () => this.checkPassword(dto, client));
  }

  private async checkPassword(dto: LoginDto, client: SignInClient): Promise<LoginResultView | LoginChallengeView> {
    const key = accountKey(dto.username);
    const admin = key === null ? null : await this.admins.findOneBy({ username_key: key });
    const knownDevice = admin ? await this.devices.recognises(admin.id, dto.device_token) : false;
    const attempt = await this.throttle.admit(key ?? NOT_AN_ACCOUNT, client.ip, { knownDevice });
    // An unknown username is verified against a decoy hash, so both failures take the same time.
    const valid = await verifyPassword(admin?.password_hash ?? (await decoyPasswordHash()), dto.password);
    if (!admin || !valid) {
      await this.throttle.failed(attempt);
      throw ApiError.unauthorized(WRONG_CREDENTIALS, ErrorName.CREDENTIALS_INVALID);
    }
    if (admin.totp_secret) {
      // The password alone does not clear the count: the code still has to come.
      await this.throttle.passed(attempt);
      this.assertEnabled(admin);
      return { totp_required: true, challenge: await this.challenges.issue(admin.id) };
    }
    await this.throttle.succeeded(attempt);
    this.assertEnabled(admin);
    return this.signIn(admin, client, dto.device_token);
  }

  /** The second step: a TOTP code or a recovery code for the challenge `login` gave; counted like a password. */
  async loginTotp(dto: LoginTotpDto, client: SignInClient): Promise<LoginResultView> {
    const challenge = await this.challenges.find(dto.challenge);
    if (!challenge) throw ApiError.unauthorized(CHALLENGE_EXPIRED, ErrorName.TOTP_INVALID);
    const admin = await findOr404(this.admins, { id: challenge.admin_id }, NOT_FOUND);
    return this.audited(admin.username, client, () => this.checkCode(admin, dto, challenge.id, client));
  }

  private async checkCode(
    admin: AdminEntity,
    dto: LoginTotpDto,
    challengeId: number,
    client: SignInClient,
  ): Promise<LoginResultView> {
    const knownDevice = await this.devices.recognises(admin.id, dto.device_token);
    const attempt = await this.throttle.admit(admin.username_key, client.ip, { knownDevice });
    if (!(await this.twoFactor.consumeCode(admin, dto.code))) {
      await this.throttle.failed(attempt);
      throw ApiError.unauthorized('验证码不正确或已使用', ErrorName.TOTP_INVALID);
    }
    if (!(await this.challenges.redeem(challengeId))) {
      await this.throttle.passed(attempt);
      throw ApiError.unauthorized(CHALLENGE_EXPIRED, ErrorName.TOTP_INVALID);
    }
    await this.throttle.succeeded(attempt);
    this.assertEnabled(admin);
    return this.signIn(admin, client, dto.device_token);
  }

  async info(actor: Pick<AuthenticatedAdmin, 'id'>): Promise<AdminView> {
    return toAdminView(await findOr404(this.admins, { id: actor.id }, NOT_FOUND));
  }

  async logout(actor: AuthenticatedAdmin, by: RequestActor): Promise<null> {
    await this.tokens.revoke(actor.tokenId);
    await this.audit.record({ action: AuditAction.LOGOUT, by });
    return null;
  }

  /**
   * Changes the signed-in admin's password and ends their other sessions. A wrong old password is a 422
   * on `old_password` (a form error, the session stays valid) and counts as a failed sign-in of that
   * username from that address: a stolen session cannot be used to guess the password faster than the login
   * form allows. The session itself stands for a known device, so strangers' failures never block it.
   */
  async modifyPassword(actor: AuthenticatedAdmin, dto: ModifyPasswordDto, by: RequestActor): Promise<null> {
    if (dto.new_password === dto.old_password) {
      throw ApiError.validation([{ field: 'new_password', message: '新密码不能与原密码相同' }]);
    }
    const admin = await findOr404(this.admins, { id: actor.id }, NOT_FOUND);
    const attempt = await this.throttle.admit(admin.username_key, by.ip, { knownDevice: true });
    if (!(await verifyPassword(admin.password_hash, dto.old_password))) {
      await this.throttle.failed(attempt);
      throw ApiError.validation([{ field: 'old_password', message: '原密码不正确' }]);
    }
    await this.throttle.succeeded(attempt);
    await this.admins.update(
      { id: admin.id },
      { password_hash: await hashPassword(dto.new_password), must_change_password: 0 },
    );
    await this.audit.record({
      action: 'update',
      by,
      family: 'admins',
      target_id: admin.id,
      title: admin.username,
      fields: ['password'],
    });
    await this.tokens.revokeAllOf(admin.id, actor.tokenId);
    return null;
  }

  /** Only told after the right password (and code), so a disabled account cannot be detected by guessing. */
  private assertEnabled(admin: AdminEntity): void {
    if (admin.status !== 1) throw ApiError.forbidden('账号已停用，请联系超级管理员', ErrorName.ACCOUNT_DISABLED);
  }

  private async signIn(admin: AdminEntity, client: SignInClient, deviceToken?: string): Promise<LoginResultView> {
    await this.admins.update({ id: admin.id }, { last_login_at: this.clock.now(), last_login_ip: client.ip || null });
    const { accessToken, expiresAt } = await this.tokens.issue(admin.id, client);
    await this.audit.record({ action: AuditAction.LOGIN, by: signingIn(admin, admin.username, client) });
    return {
      access_token: accessToken,
      expires_at: expiresAt.toISOString(),
      admin: await this.info(admin),
      device_token: await this.devices.remember(admin.id, deviceToken),
      totp_setup_required: !admin.totp_secret && (await this.policy.totpRequired()),
      password_change_required: admin.must_change_password === 1,
    };
  }
}
