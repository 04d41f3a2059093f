import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AllowedBeforeTotp } from '../../../common/auth/call-access.decorator';
import { IdDto } from '../../../common/crud';
import { AdminApi } from '../../../common/http/api-call.decorator';
import { AuthPolicyDto } from '../dto/auth-policy.dto';
import { TotpCodeDto } from '../dto/totp-code.dto';
import { AuthPolicyService } from './auth-policy.service';
import { TwoFactorService } from './two-factor.service';
import { AuthPolicyView, TotpRecoveryCodesView, TotpSetupView } from './two-factor.views';
import { AdminCallContext, AdminContext } from '../../../common/auth/admin-context';

/** Two-factor sign-in: the signed-in admin's own enrolment, and the super admin's policy and resets. */
@ApiTags('auth')
@Controller('adm')
export class TwoFactorAdminController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly policy: AuthPolicyService,
  ) {}

  @AdminApi('totp_setup', {
    summary:
      'Start setting up two-factor sign-in: a new secret, answered as { secret, otpauth_url, qr }; not in force until confirmed with adm/totp_enable',
    answer: TotpSetupView,
    errors: [401, 409],
  })
  @AllowedBeforeTotp()
  setup(@AdminCallContext() call: AdminContext) {
    return this.twoFactor.setup(call.admin);
  }

  @AdminApi('totp_enable', {
    summary:
      'Confirm two-factor sign-in with a code of the new secret; answers 10 one-time recovery codes (shown only this once). A wrong code is a 422 and counts as a failed sign-in',
    answer: TotpRecoveryCodesView,
    errors: [401, 409, 422, 429],
  })
  @AllowedBeforeTotp()
  enable(@AdminCallContext() call: AdminContext, @Body() dto: TotpCodeDto) {
    return this.twoFactor.enable(call.admin, dto.code, call.actor);
  }

  @AdminApi('totp_disable', {
    summary:
      'Turn your own two-factor sign-in off with a current code (or a recovery code); 409 while the site requires it',
    answer: 'null',
    errors: [401, 409, 422, 429],
  })
  disable(@AdminCallContext() call: AdminContext, @Body() dto: TotpCodeDto) {
    return this.twoFactor.disable(call.admin, dto.code, call.actor);
  }

  @AdminApi('reset_admin_totp', {
    summary:
      "Remove an admin's two-factor secret and recovery codes (super admins only): they sign in with their password alone next time",
    answer: 'null',
    errors: [401, 403, 404, 422],
    roles: ['super'],
  })
  async reset(@AdminCallContext() call: AdminContext, @Body() dto: IdDto) {
    await this.twoFactor.resetAdmin(dto.id, call.actor);
    return null;
  }

  @AdminApi('get_auth_policy', {
    summary: 'Sign-in policy: whether every admin must use two-factor sign-in',
    answer: AuthPolicyView,
    errors: [401],
  })
  getPolicy(@AdminCallContext() _call: AdminContext) {
    return this.policy.get();
  }

  @AdminApi('save_auth_policy', {
    summary:
      'Change the sign-in policy (super admins only); requiring two-factor sign-in needs your own on (else 409); admins without it can then only set it up after signing in',
    answer: AuthPolicyView,
    errors: [401, 403, 409, 422],
    roles: ['super'],
  })
  savePolicy(@AdminCallContext() call: AdminContext, @Body() dto: AuthPolicyDto) {
    return this.policy.save(call.admin, dto, call.actor);
  }
}
