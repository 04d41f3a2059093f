import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IdDto } from '../../../common/crud';
import { ApiError } from '../../../common/envelope/api-error';
import { AdminApi } from '../../../common/http/api-call.decorator';
import { AccessTokensService } from '../access-tokens.service';
import { SessionView, toSessionView } from './session.view';
import { AdminCallContext, AdminContext } from '../../../common/auth/admin-context';

/** The signed-in admin's own sessions: where they are signed in, and signing one of them out. */
@ApiTags('auth')
@Controller('adm')
export class SessionsAdminController {
  constructor(private readonly tokens: AccessTokensService) {}

  @AdminApi('get_session_list', {
    summary:
      'My sessions (device, address, sign-in time, last activity), most recently active first; `current` marks this one',
    answer: [SessionView],
    errors: [401],
  })
  async list(@AdminCallContext() call: AdminContext): Promise<SessionView[]> {
    return (await this.tokens.listLive(call.admin.id)).map((row) => toSessionView(row, call.admin.tokenId));
  }

  @AdminApi('revoke_session', {
    summary:
      "Sign out one of my sessions (its access_token stops at once); 404 for another admin's or an ended session",
    answer: 'null',
    errors: [401, 404, 422],
  })
  async revoke(@AdminCallContext() call: AdminContext, @Body() dto: IdDto): Promise<null> {
    if (!(await this.tokens.revokeOwn(call.admin.id, dto.id, call.actor)))
      throw ApiError.notFound('会话不存在或已失效');
    return null;
  }
}
