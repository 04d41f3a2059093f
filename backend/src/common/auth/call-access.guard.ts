import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DEFAULT_LANG, Header } from '@site/contract';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ApiError } from '../api-error';
import { AppRequest, headerValue } from '../request-context';
import { AccessTokenVerifier } from './authenticated-admin';
import { CALL_ACCESS, CallAccess } from './call-access.decorator';
import { HourlyTokenService } from './hourly-token.service';
import {
  ACCESS_TOKEN_INVALID,
  ACCESS_TOKEN_MISSING,
  HOURLY_TOKEN_INVALID,
  HOURLY_TOKEN_MISSING,
} from './token-messages';

/** `access_token` header, or `Authorization: Bearer <token>` for integrators. */
export function readAccessToken(req: AppRequest): string | undefined {
  const direct = headerValue(req, Header.ACCESS_TOKEN);
  if (direct) return direct.trim();
  const match = /^Bearer\s+(\S+)$/i.exec(headerValue(req, 'authorization') ?? '');
  return match?.[1];
}

/**
 * The one global guard: checks the `lang` header, the hourly token and the access token + role,
 * as each route declares with @PublicApi / @AdminApi / @LoginApi (or @OpenAccess). Undeclared routes are refused,
 * so a new call can never be public by accident.
 */
@Injectable()
export class CallAccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly hourlyToken: HourlyTokenService,
    private readonly verifier: AccessTokenVerifier,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.reflector.getAllAndOverride<CallAccess | undefined>(CALL_ACCESS, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!access) throw new Error(`route ${context.getClass().name}.${context.getHandler().name} declares no access`);
    const req = context.switchToHttp().getRequest<AppRequest>();
    req.lang = this.readLang(req);
    this.checkHourlyToken(req, access);
    if (access.roles.length > 0) {
      const accessToken = readAccessToken(req);
      if (!accessToken) throw ApiError.unauthorized(ACCESS_TOKEN_MISSING);
      const admin = await this.verifier.verify(accessToken);
      if (!admin) throw ApiError.unauthorized(ACCESS_TOKEN_INVALID);
      if (!access.roles.includes(admin.role)) throw ApiError.forbidden('当前账号没有此操作的权限');
      req.admin = admin;
    }
    return true;
  }

  private readLang(req: AppRequest): string {
    const lang = headerValue(req, Header.LANG)?.trim() || DEFAULT_LANG;
    if (!this.config.siteLangs.includes(lang)) {
      throw ApiError.badRequest(`不支持的语言：${lang.slice(0, 16)}`);
    }
    return lang;
  }

  private checkHourlyToken(req: AppRequest, access: CallAccess): void {
    if (access.hourlyToken === 'none') return;
    const sent = headerValue(req, Header.HOURLY_TOKEN);
    if (!sent) {
      if (access.hourlyToken === 'required') throw ApiError.forbidden(HOURLY_TOKEN_MISSING);
      return;
    }
    if (!this.hourlyToken.isValid(sent)) throw ApiError.forbidden(HOURLY_TOKEN_INVALID);
  }
}
