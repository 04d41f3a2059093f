import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedAdmin } from '../../../common/auth/authenticated-admin';
import { CurrentAdmin } from '../../../common/auth/current-admin.decorator';
import { IdDto } from '../../../common/crud';
import { ApiError } from '../../../common/envelope/api-error';
import { AdminApi } from '../../../common/http/api-call.decorator';
import { AccessTokensService } from '../access-tokens.service';
import { SessionView, toSessionView } from './session.view';

/** The signed-in admin's own sessions: where they are signed in, and signing one of them out. */
@ApiTags('auth')
@Controller('adm')
export class SessionsAdminController {
  constructor(private readonly tokens: AccessTokensService) {}

  @AdminApi('get_session_list', {
    summary: '我的登录会话（设备、地址、登录时间、最近活动），最近活动在前；current 标出当前会话',
    answer: [SessionView],
    errors: [401],
  })
  async list(@CurrentAdmin() actor: AuthenticatedAdmin): Promise<SessionView[]> {
    return (await this.tokens.listLive(actor.id)).map((row) => toSessionView(row, actor.tokenId));
  }

  @AdminApi('revoke_session', {
    summary: '注销我的某个会话（其 access_token 立即失效）；不是自己的或已失效的会话为 404',
    answer: 'null',
    errors: [401, 404, 422],
  })
  async revoke(@CurrentAdmin() actor: AuthenticatedAdmin, @Body() dto: IdDto): Promise<null> {
    if (!(await this.tokens.revokeOwn(actor.id, dto.id))) throw ApiError.notFound('会话不存在或已失效');
    return null;
  }
}
