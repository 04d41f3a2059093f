import { ExecutionContext, createParamDecorator } from '@nestjs/common';
import { type AppRequest, headerValue } from '../http/request-context';
import type { AuthenticatedAdmin } from './authenticated-admin';

/** The signed-in admin of an `@AdminApi` (or `@AdminAccess()`) handler. */
export const CurrentAdmin = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedAdmin => {
  const admin = context.switchToHttp().getRequest<AppRequest>().admin;
  if (!admin) throw new Error('CurrentAdmin used on a call that is not an admin call');
  return admin;
});

/** The content language of the request (the `lang` header, validated). */
export const Lang = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string => context.switchToHttp().getRequest<AppRequest>().lang,
);

/** The client address (socket, or X-Forwarded-For when TRUST_PROXY names the proxy). */
export const ClientIp = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string => context.switchToHttp().getRequest<AppRequest>().ip ?? '',
);

/** Where a sign-in comes from: the client address and its User-Agent (kept with the session it opens). */
export const SignInFrom = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const req = context.switchToHttp().getRequest<AppRequest>();
  return { ip: req.ip ?? '', userAgent: headerValue(req, 'user-agent') ?? '' };
});
