import { ErrorCode, ErrorName, FieldError, VersionConflict, errorNameOf } from '@site/contract';

/**
 * The one error type services throw. The exception filter turns it into the envelope
 * `{ code, msg, error, data }` with HTTP status = code. `msg` is shown to users: Chinese, no internals; `error`
 * is the stable name programs read (the status's own name unless a more specific one is given).
 */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly msg: string,
    readonly data: unknown = null,
    readonly error: ErrorName = errorNameOf(code),
  ) {
    super(msg);
  }

  static badRequest(msg = '请求格式错误', data: unknown = null): ApiError {
    return new ApiError(ErrorCode.BAD_REQUEST, msg, data);
  }
  static unauthorized(msg = '请先登录', error: ErrorName = ErrorName.ACCESS_TOKEN_INVALID): ApiError {
    return new ApiError(ErrorCode.UNAUTHORIZED, msg, null, error);
  }
  static forbidden(msg = '没有权限', error: ErrorName = ErrorName.FORBIDDEN): ApiError {
    return new ApiError(ErrorCode.FORBIDDEN, msg, null, error);
  }
  static notFound(msg = '内容不存在'): ApiError {
    return new ApiError(ErrorCode.NOT_FOUND, msg);
  }
  static conflict(msg: string, data: unknown = null): ApiError {
    return new ApiError(ErrorCode.CONFLICT, msg, data);
  }
  /** A save based on `version` older than the stored one: someone saved meanwhile. */
  static versionConflict(data: VersionConflict): ApiError {
    return new ApiError(ErrorCode.CONFLICT, '该内容已被他人修改，请比较后再保存', data, ErrorName.VERSION_CONFLICT);
  }
  static tooLarge(msg = '内容超过大小限制'): ApiError {
    return new ApiError(ErrorCode.PAYLOAD_TOO_LARGE, msg);
  }
  static unsupportedType(msg = '不支持的文件类型'): ApiError {
    return new ApiError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, msg);
  }
  static validation(errors: FieldError[], msg = '参数校验失败'): ApiError {
    return new ApiError(ErrorCode.VALIDATION_FAILED, msg, { errors });
  }
  static tooManyRequests(
    retryAfterSeconds: number,
    msg = '操作过于频繁，请稍后再试',
    error: ErrorName = ErrorName.RATE_LIMITED,
  ): ApiError {
    const data = { retry_after: Math.max(1, Math.ceil(retryAfterSeconds)) };
    return new ApiError(ErrorCode.TOO_MANY_REQUESTS, msg, data, error);
  }
}
