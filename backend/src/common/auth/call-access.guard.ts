import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { API_KEY_PREFIX, ErrorName, Header } from '@site/contract';
import { ApiError } from '../envelope/api-error';
import { AppRequest, headerValue } from '../http/request-context';
import { AccessTokenVerifier, ApiKeyVerifier } from './authenticated-admin';
import { ALLOWED_BEFORE_PASSWORD_CHANGE, ALLOWED_BEFORE_TOTP, CALL_ACCESS, CallAccess } from './call-access.decorator';
import { CallHeaders } from './call-headers';
import { answeredFields, markEchoedFields } from '../validation/echoed-fields';
import {
  ACCESS_TOKEN_EXPIRED,
  ACCESS_TOKEN_INVALID,
  ACCESS_TOKEN_MISSING,
  API_KEY_OUTSIDE_AUTHORIZATION,
} from './token-messages';

/**
 * `access_token` header, or `Authorization: Bearer <token>` for integrators (an access token or an API key). An API
 * key is read from `Authorization` only, as documented: one in `access_token` is refused, never tried.
 */
function readAccessToken(req: AppRequest): string | undefined {
  const direct = headerValue(req, Header.ACCESS_TOKEN)?.trim();
  if (direct?.startsWith(API_KEY_PREFIX))
    throw ApiError.unauthorized(API_KEY_OUTSIDE_AUTHORIZATION, ErrorName.API_KEY_INVALID);
  if (direct) return direct;
  const match = /^Bearer\s+(\S+)$/i.exec(headerValue(req, 'authorization') ?? '');
  return match?.[1];
}

/** `echoed`: the fields of the record the call answers, which its body may carry back (ignored). */
type DeclaredAccess = CallAccess & {
  allowedBeforeTotp: boolean;
  allowedBeforePasswordChange: boolean;
  echoed: ReadonlySet<string>;
};

/**
 * The one global guard: checks the `lang` header, the hourly token and the access token + role, as each route
 * declares with @PublicApi / @AdminApi / @LoginApi (or @OpenAccess). Undeclared routes are refused, so a new call can
 * never be public by accident. It also marks the body with the fields the call answers, for the validation pipe.
 */
@Injectable()
export class CallAccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly headers: CallHeaders,
    private readonly verifier: AccessTokenVerifier,
    private readonly apiKeys: ApiKeyVerifier,
  ) {}

  /**
   * Each route's declared access by controller and handler (a handler inherited by several controllers may be declared
   * by each class), read from the metadata on the route's first call: a declaration never changes.
   */
  private readonly declared = new WeakMap<object, WeakMap<object, DeclaredAccess>>();

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.declared.get(context.getClass())?.get(context.getHandler()) ?? this.declaredAccess(context);
    const req = context.switchToHttp().getRequest<AppRequest>();
    req.lang = this.headers.lang(req);
    markEchoedFields(req.body, access.echoed);
    this.headers.checkHourlyToken(req, access.hourlyToken);
    if (access.roles.length > 0) {
      const accessToken = readAccessToken(req);
      if (!accessToken) throw ApiError.unauthorized(ACCESS_TOKEN_MISSING);
      if (accessToken.startsWith(API_KEY_PREFIX)) {
        req.admin = await this.apiKeys.authenticate(accessToken, access.scope);
        return true;
      }
      const admin = await this.verifier.verify(accessToken);
      if (admin === 'expired') throw ApiError.unauthorized(ACCESS_TOKEN_EXPIRED, ErrorName.ACCESS_TOKEN_EXPIRED);
      if (!admin) throw ApiError.unauthorized(ACCESS_TOKEN_INVALID);
      if (!access.roles.includes(admin.role))
        throw ApiError.forbidden('当前账号没有此操作的权限', ErrorName.FORBIDDEN_ROLE);
      // A password reset on the server comes first: its change is then the one call to make, TOTP enrolment after it.
      if (admin.passwordChangePending) {
        if (!access.allowedBeforePasswordChange)
          throw ApiError.forbidden('密码已在服务器上重置：请先设置新密码', ErrorName.PASSWORD_CHANGE_REQUIRED);
      } else if (admin.totpPending && !access.allowedBeforeTotp)
        throw ApiError.forbidden('本站要求启用两步验证：请先在“两步验证”页完成设置', ErrorName.TOTP_REQUIRED);
      req.admin = admin;
    }
    return true;
  }

  private declaredAccess(context: ExecutionContext): DeclaredAccess {
    const targets = [context.getHandler(), context.getClass()];
    const access = this.reflector.getAllAndOverride<CallAccess | undefined>(CALL_ACCESS, targets);
    if (!access) throw new Error(`route ${context.getClass().name}.${context.getHandler().name} declares no access`);
    const declared = {
      ...access,
      allowedBeforeTotp: this.reflector.getAllAndOverride<boolean | undefined>(ALLOWED_BEFORE_TOTP, targets) === true,
      allowedBeforePasswordChange:
        this.reflector.getAllAndOverride<boolean | undefined>(ALLOWED_BEFORE_PASSWORD_CHANGE, targets) === true,
      echoed: answeredFields(context.getHandler()),
    };
    const ofClass = this.declared.get(context.getClass()) ?? new WeakMap<object, DeclaredAccess>();
    ofClass.set(context.getHandler(), declared);
    this.declared.set(context.getClass(), ofClass);
    return declared;
  }
}
