import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AuthPolicy } from '@site/contract';
import { Repository } from 'typeorm';
import { AuthPolicyEntity } from './auth-policy.entity';

const POLICY_ID = 1;

/** The site's sign-in policy (the one row of `auth_policy`), read from the database so every process agrees. */
@Injectable()
export class AuthPolicyService {
  constructor(@InjectRepository(AuthPolicyEntity) private readonly policies: Repository<AuthPolicyEntity>) {}

  async get(): Promise<AuthPolicy> {
    return { totp_required: await this.totpRequired() };
  }

  async totpRequired(): Promise<boolean> {
    const row = await this.policies.findOneBy({ id: POLICY_ID });
    return Number(row?.totp_required ?? 0) === 1;
  }

  async save(policy: AuthPolicy): Promise<AuthPolicy> {
    await this.policies.upsert({ id: POLICY_ID, totp_required: policy.totp_required ? 1 : 0 }, ['id']);
    return this.get();
  }
}
