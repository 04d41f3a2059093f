import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AuthPolicy } from '@site/contract';
import { IsNull, Not, Repository } from 'typeorm';
import type { AuthenticatedAdmin } from '../../../common/auth/authenticated-admin';
import { ApiError } from '../../../common/envelope/api-error';
import { AdminEntity } from '../../admins/admin.entity';
import type { RequestActor } from '../../../common/auth/request-actor';
import { AuditService } from '../../audit/audit.service';
import { AuthPolicyEntity } from './auth-policy.entity';

const POLICY_ID = 1;

/** The site's sign-in policy (the one row of `auth_policy`), read from the database so every process agrees. */
@Injectable()
export class AuthPolicyService {
  constructor(
    @InjectRepository(AuthPolicyEntity) private readonly policies: Repository<AuthPolicyEntity>,
    @InjectRepository(AdminEntity) private readonly admins: Repository<AdminEntity>,
    private readonly audit: AuditService,
  ) {}

  async get(): Promise<AuthPolicy> {
    return { totp_required: await this.totpRequired() };
  }

  async totpRequired(): Promise<boolean> {
    const row = await this.policies.findOneBy({ id: POLICY_ID });
    return Number(row?.totp_required ?? 0) === 1;
  }

  /** Requiring TOTP takes an admin who has it: otherwise the change would shut its author out of this very page. */
  async save(actor: AuthenticatedAdmin, policy: AuthPolicy, by: RequestActor): Promise<AuthPolicy> {
    if (policy.totp_required && !(await this.admins.existsBy({ id: actor.id, totp_secret: Not(IsNull()) }))) {
      throw ApiError.conflict('请先为自己的账号启用两步验证，再要求所有管理员启用');
    }
    await this.policies.upsert({ id: POLICY_ID, totp_required: policy.totp_required ? 1 : 0 }, ['id']);
    await this.audit.record({
      action: 'update',
      by,
      family: 'settings',
      title: 'auth_policy',
      fields: ['totp_required'],
    });
    return this.get();
  }
}
