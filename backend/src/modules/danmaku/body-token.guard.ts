import { ErrorName } from '@site/contract';
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { ApiError } from '../../common/envelope/api-error';
import { HourlyTokenService } from '../../common/auth/hourly-token.service';
import { HOURLY_TOKEN_INVALID, HOURLY_TOKEN_MISSING } from '../../common/auth/token-messages';

/**
 * DPlayer sends the hourly token as `token` in the JSON body, not as a header. Checked in a guard, before
 * the body is validated, like the header token of every other public call.
 */
@Injectable()
export class BodyHourlyTokenGuard implements CanActivate {
  constructor(private readonly hourlyToken: HourlyTokenService) {}

  canActivate(context: ExecutionContext): boolean {
    const token: unknown = context.switchToHttp().getRequest<Request>().body?.token;
    if (typeof token !== 'string' || token === '')
      throw ApiError.forbidden(HOURLY_TOKEN_MISSING, ErrorName.TOKEN_INVALID);
    if (!this.hourlyToken.isValid(token)) throw ApiError.forbidden(HOURLY_TOKEN_INVALID, ErrorName.TOKEN_INVALID);
    return true;
  }
}
