import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedAdmin } from '../../../common/auth/authenticated-admin';
import { CurrentAdmin } from '../../../common/auth/current-admin.decorator';
import { Actor, type RequestActor } from '../../../common/auth/request-actor';
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
    summary:
      'My sessions (device, address, sign-in time, last activity), most recently active first; `current` marks this one',
    answer: [SessionView],
    errors: [401],
  })
  async list(@CurrentAdmin() actor: AuthenticatedAdmin): Promise<SessionView[]> {
    return (await this.tokens.listLive(actor.id)).map((row) => toSessionView(row, actor.tokenId));
  }

  @AdminApi('revoke_session', {
    summary:
      "Sign out one of my sessions (its access_token stops at once); 404 for another admin's or an ended session",
    answer: 'null',
    errors: [401, 404, 422],
  })
  async revoke(
    @CurrentAdmin() actor: AuthenticatedAdmin,
    @Body() dto: IdDto,
    @Actor() by: RequestActor,
  ): Promise<null> {
    if (!(await this.tokens.revokeOwn(actor.id, dto.id, by))) throw ApiError.notFound('会话不存在或已失效');
    return null;
  }
}
