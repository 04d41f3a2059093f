import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, Repository } from 'typeorm';
import type { TotpRecoveryCodes, TotpSetup } from '@site/contract';
import type { AuthenticatedAdmin } from '../../../common/auth/authenticated-admin';
import { Clock } from '../../../common/clock';
import { findOr404 } from '../../../common/crud';
import { ApiError } from '../../../common/envelope/api-error';
import { inWriteTransaction } from '../../../common/database/write-transaction';
import { AdminEntity } from '../../admins/admin.entity';
import type { RequestActor } from '../../../common/auth/request-actor';
import { type AuditRecord, AuditService } from '../../audit/audit.service';
import { LoginThrottle } from '../login-throttle';
import { AuthPolicyService } from './auth-policy.service';
import { RecoveryCodeEntity } from './recovery-code.entity';
import { digestSecret } from '../../../common/auth/secret-digest';
import { matchTotp, newRecoveryCodes, newTotpSecret, normalizeRecoveryCode, totpEnrolment } from './totp-codes';

const NOT_FOUND = '管理员不存在';
const WRONG_CODE = '验证码不正确或已使用';

/** The audit entry of turning an admin's two-factor sign-in on or off: an account change, by field name only. */
const totpChange = (admin: Pick<AdminEntity, 'id' | 'username'>, by: RequestActor): AuditRecord => ({
  action: 'update',
  by,
  family: 'admins',
  target_id: admin.id,
  title: admin.username,
  fields: ['totp'],
});

/** TOTP enrolment, removal and the check of a second-factor code (a TOTP code or a one-time recovery code). */
@Injectable()
export class TwoFactorService {
  constructor(
    @InjectRepository(AdminEntity) private readonly admins: Repository<AdminEntity>,
    @InjectRepository(RecoveryCodeEntity) private readonly recoveryCodes: Repository<RecoveryCodeEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly throttle: LoginThrottle,
    private readonly policy: AuthPolicyService,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  /** A new secret for the signed-in admin, pending until `enable` confirms a code made from it. */
  async setup(actor: AuthenticatedAdmin): Promise<TotpSetup> {
    const admin = await findOr404(this.admins, { id: actor.id }, NOT_FOUND);
    if (admin.totp_secret) throw ApiError.conflict('已启用两步验证：如需更换，请先停用');
    const secret = newTotpSecret();
    await this.admins.update({ id: admin.id }, { totp_pending_secret: secret });
    return totpEnrolment(secret, admin.username);
  }

  /** Turns TOTP on with a code from the pending secret; answers the ten recovery codes, never shown again. */
  async enable(actor: AuthenticatedAdmin, code: string, by: RequestActor): Promise<TotpRecoveryCodes> {
    const admin = await findOr404(this.admins, { id: actor.id }, NOT_FOUND);
    if (admin.totp_secret) throw ApiError.conflict('已启用两步验证');
    if (!admin.totp_pending_secret) throw ApiError.conflict('请先获取二维码（adm/totp_setup）');
    const secret = admin.totp_pending_secret;
    const step = await this.counted(admin, by.ip, () => matchTotp(secret, code.trim(), this.clock.now(), null));
    const codes = newRecoveryCodes();
    await inWriteTransaction(this.dataSource, async (manager) => {
      const enabled = await manager.update(
        AdminEntity,
        { id: admin.id, totp_secret: IsNull(), totp_pending_secret: secret },
        { totp_secret: secret, totp_pending_secret: null, totp_enabled_at: this.clock.now(), totp_last_step: step },
      );
      if (!enabled.affected) throw ApiError.conflict('两步验证已被同时修改，请刷新后重试');
      await manager.delete(RecoveryCodeEntity, { admin_id: admin.id });
      await manager.insert(
        RecoveryCodeEntity,
        codes.map((recovery) => ({ admin_id: admin.id, code_hash: digestSecret(recovery), used_at: null })),
      );
      await this.audit.record(totpChange(admin, by), manager);
    });
    return { recovery_codes: codes };
  }

  /** Turns TOTP off with a current code (or a recovery code); refused while the site requires it. */
  async disable(actor: AuthenticatedAdmin, code: string, by: RequestActor): Promise<null> {
    const admin = await findOr404(this.admins, { id: actor.id }, NOT_FOUND);
    if (!admin.totp_secret) throw ApiError.conflict('尚未启用两步验证');
    if (await this.policy.totpRequired()) throw ApiError.conflict('本站要求所有管理员启用两步验证，不能停用');
    await this.counted(admin, by.ip, () => this.consumeCode(admin, code));
    await this.reset(admin, by);
    return null;
  }

  /** A super admin's reset of another admin (404 for an unknown id). */
  async resetAdmin(adminId: number, by: RequestActor): Promise<void> {
    await this.reset(await findOr404(this.admins, { id: adminId }, NOT_FOUND), by);
  }

  /**
   * Removes an admin's TOTP and recovery codes (their own `disable`, a super admin's reset, the server command),
   * audited as a change of the account `by` its actor.
   */
  async reset(admin: Pick<AdminEntity, 'id' | 'username'>, by: RequestActor): Promise<void> {
    await inWriteTransaction(this.dataSource, async (manager) => {
      await manager.update(
        AdminEntity,
        { id: admin.id },
        { totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null },
      );
      await manager.delete(RecoveryCodeEntity, { admin_id: admin.id });
      await this.audit.record(totpChange(admin, by), manager);
    });
  }

  /**
   * Whether `code` is a TOTP code of the admin not accepted before, or one of their unused recovery codes; either
   * is used up by this call (a conditional UPDATE, so two requests can never both spend one code).
   */
  async consumeCode(admin: AdminEntity, code: string): Promise<boolean> {
    const typed = code.trim();
    if (!admin.totp_secret) return false;
    const step = await matchTotp(admin.totp_secret, typed, this.clock.now(), admin.totp_last_step);
    if (step !== null) {
      const accepted = await this.admins
        .createQueryBuilder()
        .update()
        .set({ totp_last_step: step })
        .where('id = :id AND (totp_last_step IS NULL OR totp_last_step < :step)', { id: admin.id, step })
        .execute();
      return Boolean(accepted.affected);
    }
    const spent = await this.recoveryCodes.update(
      { admin_id: admin.id, code_hash: digestSecret(normalizeRecoveryCode(typed)), used_at: IsNull() },
      { used_at: this.clock.now() },
    );
    return Boolean(spent.affected);
  }

  /** Runs a code check as a sign-in attempt of the admin: counted toward the lockout, 422 on `code` when wrong. */
  private async counted<T>(admin: AdminEntity, ip: string, check: () => Promise<T | null | false>): Promise<T> {
    const attempt = await this.throttle.admit(admin.username_key, ip, { knownDevice: true });
    const result = await check();
    if (result === null || result === false) {
      await this.throttle.failed(attempt);
      throw ApiError.validation([{ field: 'code', message: WRONG_CODE }]);
    }
    await this.throttle.passed(attempt);
    return result;
  }
}
