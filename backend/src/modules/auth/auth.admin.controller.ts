import { Body, Controller } from '@nestjs/common';
import { ApiExtraModels, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { AllowedBeforePasswordChange, AllowedBeforeTotp } from '../../common/auth/call-access.decorator';
import { FormBody } from '../../common/http/form-body.decorator';
import { AdminView } from '../admins/admin.view';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { ModifyPasswordDto } from './dto/modify-password.dto';
import { LoginTotpDto } from './dto/login-totp.dto';
import { LoginChallengeView, LoginResultView } from './login-result.view';
import { AdminApi, LoginApi } from '../../common/http/api-call.decorator';
import { AdminCallContext, AdminContext } from '../../common/auth/admin-context';

@ApiTags('auth')
@ApiExtraModels(LoginResultView, LoginChallengeView)
@Controller('adm')
export class AuthAdminController {
  constructor(private readonly auth: AuthService) {}

  @LoginApi('login', {
    summary:
      'Admin sign-in (needs the hourly token); lockouts as in "Rate limits" (429). An account with two-factor sign-in on answers { totp_required: true, challenge } and no token',
    answer: { oneOf: [{ $ref: getSchemaPath(LoginResultView) }, { $ref: getSchemaPath(LoginChallengeView) }] },
    errors: [400, 401, 403, 422, 429],
  })
  login(@AdminCallContext() call: AdminContext, @Body() dto: LoginDto) {
    return this.auth.login(dto, call);
  }

  @LoginApi('login_totp', {
    summary:
      'Sign-in, second step: the challenge of adm/login with a 6-digit authenticator code or a recovery code; a wrong code counts toward the lockout like a wrong password (401 TOTP_INVALID)',
    answer: LoginResultView,
    errors: [400, 401, 403, 422, 429],
  })
  loginTotp(@AdminCallContext() call: AdminContext, @Body() dto: LoginTotpDto) {
    return this.auth.loginTotp(dto, call);
  }

  @AdminApi('get_adm_info', { summary: 'The signed-in admin', answer: AdminView, errors: [401] })
  @AllowedBeforeTotp()
  @AllowedBeforePasswordChange()
  info(@AdminCallContext() call: AdminContext) {
    return this.auth.info(call.admin);
  }

  @AdminApi('logout', {
    summary: 'Sign out: the current access_token stops working at once',
    answer: 'null',
    errors: [401],
  })
  @AllowedBeforeTotp()
  @AllowedBeforePasswordChange()
  logout(@AdminCallContext() call: AdminContext) {
    return this.auth.logout(call.admin, call.actor);
  }

  @AdminApi('modify_pwd', {
    summary:
      'Change your own password: a wrong old password is a 422 on old_password (and counts as a failed sign-in); on success your other sessions end, this one stays',
    answer: 'null',
    errors: [400, 401, 422, 429],
  })
  @AllowedBeforePasswordChange()
  @FormBody()
  modifyPassword(@AdminCallContext() call: AdminContext, @Body() dto: ModifyPasswordDto) {
    return this.auth.modifyPassword(call.admin, dto, call.actor);
  }
}
