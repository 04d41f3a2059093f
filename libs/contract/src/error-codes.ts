/** The `code` of the `{ code, msg, data }` envelope. Non-zero codes equal the HTTP status. */
export const ErrorCode = {
  OK: 0,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
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
 * matching the Chinese `msg`. Names marked reserved belong to features not built yet; they are never answered.
 */
export const ErrorName = {
  BAD_REQUEST: 'BAD_REQUEST',
  TOKEN_INVALID: 'TOKEN_INVALID',
  ACCESS_TOKEN_INVALID: 'ACCESS_TOKEN_INVALID',
  /** Reserved: expired access tokens answer ACCESS_TOKEN_INVALID for now. */
  ACCESS_TOKEN_EXPIRED: 'ACCESS_TOKEN_EXPIRED',
  FORBIDDEN: 'FORBIDDEN',
  FORBIDDEN_ROLE: 'FORBIDDEN_ROLE',
  /** Reserved for API keys. */
  FORBIDDEN_SCOPE: 'FORBIDDEN_SCOPE',
  ACCOUNT_DISABLED: 'ACCOUNT_DISABLED',
  CREDENTIALS_INVALID: 'CREDENTIALS_INVALID',
  LOCKED_OUT: 'LOCKED_OUT',
  /** The site requires TOTP and the account has not enrolled yet (403 on every call but enrolment). */
  TOTP_REQUIRED: 'TOTP_REQUIRED',
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
