import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedAdmin } from '../../../common/auth/authenticated-admin';
import { AllowedBeforeTotp } from '../../../common/auth/call-access.decorator';
import { ClientIp, CurrentAdmin } from '../../../common/auth/current-admin.decorator';
import { IdDto } from '../../../common/crud';
import { AdminApi } from '../../../common/http/api-call.decorator';
import { AuthPolicyDto } from '../dto/auth-policy.dto';
import { TotpCodeDto } from '../dto/totp-code.dto';
import { AuthPolicyService } from './auth-policy.service';
import { TwoFactorService } from './two-factor.service';
import { AuthPolicyView, TotpRecoveryCodesView, TotpSetupView } from './two-factor.views';

/** Two-factor sign-in: the signed-in admin's own enrolment, and the super admin's policy and resets. */
@ApiTags('auth')
@Controller('adm')
export class TwoFactorAdminController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly policy: AuthPolicyService,
  ) {}

  @AdminApi('totp_setup', {
    summary: '开始启用两步验证：生成新密钥，答 { secret, otpauth_url, qr }；用 adm/totp_enable 确认前不生效',
    answer: TotpSetupView,
    errors: [401, 409],
  })
  @AllowedBeforeTotp()
  setup(@CurrentAdmin() actor: AuthenticatedAdmin) {
    return this.twoFactor.setup(actor);
  }

  @AdminApi('totp_enable', {
    summary:
      '用新密钥的验证码确认启用两步验证；答 10 个一次性恢复码（只显示这一次）。错误验证码为 422 并计入登录失败次数',
    answer: TotpRecoveryCodesView,
    errors: [401, 409, 422, 429],
  })
  @AllowedBeforeTotp()
  enable(@CurrentAdmin() actor: AuthenticatedAdmin, @Body() dto: TotpCodeDto, @ClientIp() ip: string) {
    return this.twoFactor.enable(actor, dto.code, ip);
  }

  @AdminApi('totp_disable', {
    summary: '用当前验证码（或恢复码）停用自己的两步验证；本站要求两步验证时为 409',
    answer: 'null',
    errors: [401, 409, 422, 429],
  })
  disable(@CurrentAdmin() actor: AuthenticatedAdmin, @Body() dto: TotpCodeDto, @ClientIp() ip: string) {
    return this.twoFactor.disable(actor, dto.code, ip);
  }

  @AdminApi('reset_admin_totp', {
    summary: '清除某个管理员的两步验证与恢复码（仅超级管理员），该管理员下次只用密码登录',
    answer: 'null',
    errors: [401, 403, 404, 422],
    roles: ['super'],
  })
  async reset(@Body() dto: IdDto) {
    await this.twoFactor.resetAdmin(dto.id);
    return null;
  }

  @AdminApi('get_auth_policy', {
    summary: '登录策略：是否要求所有管理员启用两步验证',
    answer: AuthPolicyView,
    errors: [401],
  })
  getPolicy() {
    return this.policy.get();
  }

  @AdminApi('save_auth_policy', {
    summary:
      '修改登录策略（仅超级管理员）；要求两步验证须自己已启用（否则 409）；之后未启用的管理员登录后只能先完成设置',
    answer: AuthPolicyView,
    errors: [401, 403, 409, 422],
    roles: ['super'],
  })
  savePolicy(@CurrentAdmin() actor: AuthenticatedAdmin, @Body() dto: AuthPolicyDto) {
    return this.policy.save(actor, dto);
  }
}
