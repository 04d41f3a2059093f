/** The `code` of the `{ code, msg, data }` envelope. Non-zero codes equal the HTTP status. */
export const ErrorCode = {
  OK: 0,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_FAILED: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  INSUFFICIENT_STORAGE: 507,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  /** On every failure (`code` ≠ 0): the stable name of what went wrong (see `ErrorName`). */
  error?: ErrorName;
  data: T;
}

export interface FieldError {
  field: string;
  message: string;
}

/** `data` of a 422 answer. */
export interface ValidationErrorData {
  errors: FieldError[];
}

/** `data` of a 429 answer. */
export interface RateLimitData {
  retry_after: number;
}

/**
 * The stable `error` name every error envelope carries beside `code` and `msg`, so a program can tell failures
 * with the same status apart (a bad hourly token, a wrong role and a disabled account are all 403) without
 * matching the `msg` text.
 */
export const ErrorName = {
  BAD_REQUEST: 'BAD_REQUEST',
  TOKEN_INVALID: 'TOKEN_INVALID',
  ACCESS_TOKEN_INVALID: 'ACCESS_TOKEN_INVALID',
  ACCESS_TOKEN_EXPIRED: 'ACCESS_TOKEN_EXPIRED',
  FORBIDDEN: 'FORBIDDEN',
  FORBIDDEN_ROLE: 'FORBIDDEN_ROLE',
  /** An API key used on a call outside its scopes (or on a call no key may make). */
  FORBIDDEN_SCOPE: 'FORBIDDEN_SCOPE',
  /** An API key that is unknown or revoked, or whose creator is disabled. */
  API_KEY_INVALID: 'API_KEY_INVALID',
  /** An API key past its expiry. */
  API_KEY_EXPIRED: 'API_KEY_EXPIRED',
  ACCOUNT_DISABLED: 'ACCOUNT_DISABLED',
  CREDENTIALS_INVALID: 'CREDENTIALS_INVALID',
  LOCKED_OUT: 'LOCKED_OUT',
  /** The site requires TOTP and the account has not enrolled yet (403 on every call but enrolment). */
  TOTP_REQUIRED: 'TOTP_REQUIRED',
  /** The account's password was reset on the server: 403 on every call but the change (modify_pwd), who-am-I and sign-out. */
  PASSWORD_CHANGE_REQUIRED: 'PASSWORD_CHANGE_REQUIRED',
  /** A wrong, reused or expired second-factor code or challenge. */
  TOTP_INVALID: 'TOTP_INVALID',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  CONFLICT: 'CONFLICT',
  /** A save based on an outdated `version` (`data`: VersionConflict). */
  VERSION_CONFLICT: 'VERSION_CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL: 'INTERNAL',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  STORAGE_FULL: 'STORAGE_FULL',
} as const;

export type ErrorName = (typeof ErrorName)[keyof typeof ErrorName];

export interface ErrorCatalogueEntry {
  /** The HTTP status (= `code`) it is answered with. */
  status: number;
  /** When it is answered, in English (the integrator documentation and the OpenAPI document quote it). */
  when: string;
}

/** Every error name with its status and meaning: the one source of the catalogue in the docs and OpenAPI. */
export const ERROR_CATALOGUE: Record<ErrorName, ErrorCatalogueEntry> = {
  BAD_REQUEST: { status: 400, when: 'malformed body, unknown `sort` or `lang`' },
  TOKEN_INVALID: { status: 403, when: 'hourly `token` missing or wrong (header, or the danmaku body)' },
  ACCESS_TOKEN_INVALID: { status: 401, when: 'access token missing, unknown or revoked (signed out)' },
  ACCESS_TOKEN_EXPIRED: { status: 401, when: 'access token past its lifetime: sign in again' },
  FORBIDDEN: { status: 403, when: 'refused for another reason' },
  FORBIDDEN_ROLE: { status: 403, when: "the signed-in admin's role may not make this call" },
  FORBIDDEN_SCOPE: { status: 403, when: 'the API key lacks the scope this call needs, or no key may make it' },
  API_KEY_INVALID: { status: 401, when: 'API key unknown or revoked, or the super admin who made it is disabled' },
  API_KEY_EXPIRED: { status: 401, when: 'API key past its expiry: make a new one' },
  ACCOUNT_DISABLED: { status: 403, when: '`adm/login` with the right password for a disabled account' },
  CREDENTIALS_INVALID: { status: 401, when: '`adm/login` with a wrong user name or password' },
  LOCKED_OUT: { status: 429, when: 'too many failed sign-ins; `data.retry_after` seconds' },
  TOTP_REQUIRED: { status: 403, when: 'the site requires two-factor sign-in and this admin has not enrolled yet' },
  PASSWORD_CHANGE_REQUIRED: {
    status: 403,
    when: 'the password was reset on the server (`npm run admin -- reset-password`) and the admin has not set a new one',
  },
  TOTP_INVALID: { status: 401, when: 'adm/login_totp: a wrong or used code, or an expired or used challenge' },
  NOT_FOUND: { status: 404, when: 'no such record, file or route' },
  METHOD_NOT_ALLOWED: {
    status: 405,
    when: 'a known call under another HTTP method; the `Allow` header names the right one',
  },
  CONFLICT: { status: 409, when: 'duplicate unique value, still referenced, upload being merged' },
  VERSION_CONFLICT: { status: 409, when: 'a save based on an outdated version' },
  PAYLOAD_TOO_LARGE: { status: 413, when: 'body or file over its limit' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, when: 'file type (by content) or body character set not accepted' },
  VALIDATION_FAILED: {
    status: 422,
    when: 'a field missing, of the wrong type, breaking a rule or unknown to the call; `data.errors: [{ field, message }]`',
  },
  RATE_LIMITED: { status: 429, when: 'too many calls; `data.retry_after` seconds, also in `Retry-After`' },
  INTERNAL: { status: 500, when: 'unexpected; `data.request_id` as in `X-Request-Id` and the server log' },
  SERVICE_UNAVAILABLE: { status: 503, when: 'shutting down, or the database is unreachable; `Retry-After`' },
  STORAGE_FULL: { status: 507, when: 'the upload disk is full' },
};

/** The `error` of a failure that names nothing more specific, by HTTP status. */
const ERROR_NAME_BY_STATUS: Record<number, ErrorName> = {
  400: ErrorName.BAD_REQUEST,
  401: ErrorName.ACCESS_TOKEN_INVALID,
  403: ErrorName.FORBIDDEN,
  404: ErrorName.NOT_FOUND,
  405: ErrorName.METHOD_NOT_ALLOWED,
  409: ErrorName.CONFLICT,
  413: ErrorName.PAYLOAD_TOO_LARGE,
  415: ErrorName.UNSUPPORTED_MEDIA_TYPE,
  422: ErrorName.VALIDATION_FAILED,
  429: ErrorName.RATE_LIMITED,
  503: ErrorName.SERVICE_UNAVAILABLE,
  507: ErrorName.STORAGE_FULL,
};

export function errorNameOf(status: number): ErrorName {
  return ERROR_NAME_BY_STATUS[status] ?? (status >= 500 ? ErrorName.INTERNAL : ErrorName.BAD_REQUEST);
}
