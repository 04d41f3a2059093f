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
