import { SetMetadata, applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension, ApiHeader, ApiSecurity } from '@nestjs/swagger';
import type { AdminRole, ApiKeyScope } from '@site/contract';

/** How a call is guarded. Every route declares one; the global guard refuses undeclared routes. */
export interface CallAccess {
  /** The hourly `token` header: required, checked only when sent, or not read at all. */
  hourlyToken: 'required' | 'optional' | 'none';
  /** Admin roles allowed; empty = no access token needed. */
  roles: AdminRole[];
  /** The scope an API key needs for this admin call; none = no API key may make it. */
  scope?: ApiKeyScope;
}

export const CALL_ACCESS = 'callAccess';

const HOURLY_TOKEN_DOC = ApiSecurity('hourly-token');
const LANG_HEADER_DOC = ApiHeader({
  name: 'lang',
  required: false,
  description: 'Content language, `cn` when left out',
});

/** A public content call: hourly token required, no sign-in. */
export const PublicAccess = () =>
  applyDecorators(
    SetMetadata(CALL_ACCESS, { hourlyToken: 'required', roles: [] } satisfies CallAccess),
    HOURLY_TOKEN_DOC,
    LANG_HEADER_DOC,
  );

/** `adm/login`: hourly token required, no access token yet. */
export const LoginAccess = PublicAccess;

/**
 * An admin call: access token required, with one of the roles (default: any admin); or an API key with `scope`
 * (without one, keys are refused).
 */
export const AdminAccess = (roles: AdminRole[] = [], scope?: ApiKeyScope) =>
  applyDecorators(
    SetMetadata(CALL_ACCESS, {
      hourlyToken: 'optional',
      roles: roles.length ? roles : ['super', 'editor'],
      scope,
    } satisfies CallAccess),
    ApiSecurity('access-token'),
    ApiBearerAuth('bearer'),
    ...(scope ? [ApiBearerAuth('api-key'), ApiExtension('x-api-key-scope', scope)] : []),
    LANG_HEADER_DOC,
  );

/** Not guarded by tokens at all (health check; DPlayer's danmaku protocol carries its own token). */
export const OpenAccess = () => SetMetadata(CALL_ACCESS, { hourlyToken: 'none', roles: [] } satisfies CallAccess);

export const ALLOWED_BEFORE_TOTP = 'allowedBeforeTotp';

/**
 * An admin call that answers while the site requires TOTP and the admin has not enrolled yet (enrolment itself,
 * who am I, sign-out): every other admin call answers 403 TOTP_REQUIRED until then.
 */
export const AllowedBeforeTotp = () => SetMetadata(ALLOWED_BEFORE_TOTP, true);

export const ALLOWED_BEFORE_PASSWORD_CHANGE = 'allowedBeforePasswordChange';

/**
 * An admin call that answers while the admin's password, reset on the server, still waits for a new one (the change
 * itself, who am I, sign-out): every other admin call answers 403 PASSWORD_CHANGE_REQUIRED until then.
 */
export const AllowedBeforePasswordChange = () => SetMetadata(ALLOWED_BEFORE_PASSWORD_CHANGE, true);
