import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedAdmin } from '../../common/auth/authenticated-admin';
import { ClientIp, CurrentAdmin } from '../../common/auth/current-admin.decorator';
import { FormBody } from '../../common/http/form-body.decorator';
import { AdminView } from '../admins/admin.view';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { ModifyPasswordDto } from './dto/modify-password.dto';
import { LoginResultView } from './login-result.view';
import { AdminApi, LoginApi } from '../../common/http/api-call.decorator';

@ApiTags('auth')
@Controller('adm')
export class AuthAdminController {
  constructor(private readonly auth: AuthService) {}

  @LoginApi('login', {
    summary:
      'Admin sign-in (needs the hourly token); 5 failures for a user name or 20 from an address lock for 15 minutes (429)',
    answer: LoginResultView,
    errors: [400, 401, 403, 422, 429],
  })
  login(@Body() dto: LoginDto, @ClientIp() ip: string) {
    return this.auth.login(dto, ip);
  }

  @AdminApi('get_adm_info', { summary: '当前登录的管理员', answer: AdminView, errors: [401] })
  info(@CurrentAdmin() actor: AuthenticatedAdmin) {
    return this.auth.info(actor);
  }

  @AdminApi('logout', { summary: '退出登录：当前 access_token 立即失效', answer: 'null', errors: [401] })
  logout(@CurrentAdmin() actor: AuthenticatedAdmin) {
    return this.auth.logout(actor);
  }

  @AdminApi('modify_pwd', {
    summary:
      '修改自己的密码：原密码错误为 422（old_password，并计入登录失败次数）；成功后其他登录全部失效，当前登录保留',
    answer: 'null',
    errors: [400, 401, 422, 429],
  })
  @FormBody()
  modifyPassword(@CurrentAdmin() actor: AuthenticatedAdmin, @Body() dto: ModifyPasswordDto) {
    return this.auth.modifyPassword(actor, dto);
  }
}
