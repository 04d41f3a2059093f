import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedAdmin } from '../../common/auth/authenticated-admin';
import { AdminCall, LoginCall } from '../../common/auth/call-access.decorator';
import { ClientIp, CurrentAdmin } from '../../common/auth/current-admin.decorator';
import { ApiEnvelope, ApiErrors } from '../../common/crud';
import { FormBody } from '../../common/form-body.decorator';
import { AdminView } from '../admins/admin.view';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { ModifyPasswordDto } from './dto/modify-password.dto';
import { LoginResultView } from './login-result.view';

@ApiTags('auth')
@Controller('adm')
export class AuthAdminController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @HttpCode(200)
  @LoginCall()
  @ApiOperation({
    summary: '管理员登录（需要每小时 token 头）；同一用户名连续失败 5 次或同一地址 20 次锁定 15 分钟（429）',
  })
  @ApiEnvelope(LoginResultView)
  @ApiErrors(400, 401, 403, 422, 429)
  login(@Body() dto: LoginDto, @ClientIp() ip: string) {
    return this.auth.login(dto, ip);
  }

  @Post('get_adm_info')
  @HttpCode(200)
  @AdminCall()
  @ApiOperation({ summary: '当前登录的管理员' })
  @ApiEnvelope(AdminView)
  @ApiErrors(401)
  info(@CurrentAdmin() actor: AuthenticatedAdmin) {
    return this.auth.info(actor);
  }

  @Post('logout')
  @HttpCode(200)
  @AdminCall()
  @ApiOperation({ summary: '退出登录：当前 access_token 立即失效' })
  @ApiEnvelope('null')
  @ApiErrors(401)
  logout(@CurrentAdmin() actor: AuthenticatedAdmin) {
    return this.auth.logout(actor);
  }

  @Post('modify_pwd')
  @HttpCode(200)
  @AdminCall()
  @FormBody()
  @ApiOperation({
    summary:
      '修改自己的密码：原密码错误为 422（old_password，并计入登录失败次数）；成功后其他登录全部失效，当前登录保留',
  })
  @ApiEnvelope('null')
  @ApiErrors(400, 401, 422, 429)
  modifyPassword(@CurrentAdmin() actor: AuthenticatedAdmin, @Body() dto: ModifyPasswordDto) {
    return this.auth.modifyPassword(actor, dto);
  }
}
