import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { Envelope, ErrorCode, ErrorName, FieldError, errorNameOf } from '@site/contract';
import type { Response } from 'express';
import { ApiError } from './api-error';
import { localizedMsg, prefersEnglish } from '../i18n/answer-language';
import { englishFieldErrors } from '../i18n/field-messages';
import { unavailableCode } from '../faults/database-unavailable';
import { isStorageFull } from '../faults/storage-full';
import { Metrics } from '../metrics/metrics';
import type { AppRequest } from '../http/request-context';
import { RouteMethods } from '../http/route-methods';

const MESSAGE_BY_STATUS: Record<number, string> = {
  400: '请求格式错误',
  401: '请先登录',
  403: '没有权限',
  404: '接口不存在',
  405: '请求方法不允许',
  413: '内容超过大小限制',
  415: '不支持的内容类型',
  429: '操作过于频繁，请稍后再试',
};

/** Seconds a client is told to wait after the database could not be reached. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

interface ExpressLikeError {
  status?: number;
  statusCode?: number;
  type?: string;
  code?: string;
  name?: string;
}

/**
 * The one place that turns any error into the envelope. HTTP status = `code` (200 only for 0); `error` names the
 * failure for programs (see `ErrorName`).
 * Nothing internal (stack, SQL, path) ever reaches the client: unexpected errors are logged
 * with the request id, and the answer only quotes that id.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  constructor(
    private readonly metrics: Metrics,
    private readonly routes: RouteMethods,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const res = http.getResponse<Response>();
    const req = http.getRequest<AppRequest>();
    const allow = this.otherMethods(exception, req);
    if (allow.length && !res.headersSent) res.setHeader('Allow', allow.join(', '));
    const envelope = allow.length ? this.methodNotAllowed() : this.toEnvelope(exception, req);
    const body = { ...envelope, msg: localizedMsg(req, envelope.msg), data: this.localizedData(envelope.data, req) };
    if (res.headersSent) {
      res.end();
      return;
    }
    if (body.code === ErrorCode.TOO_MANY_REQUESTS || body.code === ErrorCode.UNAVAILABLE) {
      const retryAfter = (body.data as { retry_after?: number } | null)?.retry_after;
      if (retryAfter) res.setHeader('Retry-After', String(retryAfter));
    }
    res.status(body.code).json(body);
  }

  /**
   * The methods a path answers when the router found none for this request's: a known call under another method
   * (405, `Allow`), not an unknown one. Empty for anything else.
   */
  private otherMethods(exception: unknown, req: AppRequest): string[] {
    if (!(exception instanceof HttpException) || exception.getStatus() !== ErrorCode.NOT_FOUND || !req) return [];
    // The whole path: Nest 12 answers an unmatched API path from a handler mounted under the global prefix.
    const allowed = this.routes.allowed(req.baseUrl + req.path);
    const asked = req.method === 'HEAD' ? 'GET' : req.method;
    return allowed.includes(asked) ? [] : allowed;
  }

  /** `data.errors[].message` in the answer's language, as `msg` is. */
  private localizedData(data: unknown, req: AppRequest): unknown {
    const errors = (data as { errors?: unknown } | null)?.errors;
    if (!Array.isArray(errors) || !prefersEnglish(req)) return data;
    return { ...(data as object), errors: englishFieldErrors(errors as FieldError[]) };
  }

  private methodNotAllowed(): Envelope & { error: ErrorName } {
    const code = ErrorCode.METHOD_NOT_ALLOWED;
    return { code, msg: MESSAGE_BY_STATUS[code], error: ErrorName.METHOD_NOT_ALLOWED, data: null };
  }

  /** Every failure names itself: `error` is required here, though optional on the shared success/failure type. */
  private toEnvelope(exception: unknown, req: AppRequest): Envelope & { error: ErrorName } {
    if (exception instanceof ApiError) {
      return { code: exception.code, msg: exception.msg, error: exception.error, data: exception.data };
    }
    const status = this.knownClientStatus(exception);
    if (status) {
      return {
        code: status,
        msg: MESSAGE_BY_STATUS[status] ?? MESSAGE_BY_STATUS[400],
        error: errorNameOf(status),
        data: null,
      };
    }
    const requestId = req?.requestId ?? 'unknown';
    const databaseCode = unavailableCode(exception);
    if (databaseCode) {
      // Expected while the database is down or frozen, and said once per request without a stack.
      this.logger.warn(`request ${requestId}: database unavailable (${(exception as Error).message})`);
      this.metrics.databaseUnavailable.inc({ code: databaseCode });
      return {
        code: ErrorCode.UNAVAILABLE,
        msg: '数据库暂时无法访问，本次操作未完成，请稍后重试',
        error: ErrorName.SERVICE_UNAVAILABLE,
        data: { retry_after: DATABASE_RETRY_AFTER_SECONDS },
      };
    }
    if (isStorageFull(exception)) {
      // The upload's scratch file is already removed (TempFileEngine, the multi-part finish): nothing partial stays.
      this.logger.error(`request ${requestId}: upload folder full (${(exception as Error).message})`);
      return {
        code: ErrorCode.INSUFFICIENT_STORAGE,
        msg: '服务器存储空间不足，文件未保存，请联系管理员清理空间后重试',
        error: ErrorName.STORAGE_FULL,
        data: null,
      };
    }
    this.logger.error(
      `request ${requestId} ${req?.method} ${req?.originalUrl?.split('?')[0]} failed`,
      exception instanceof Error ? exception.stack : String(exception),
    );
    return {
      code: ErrorCode.INTERNAL,
      msg: `服务器内部错误（请求编号 ${requestId}）`,
      error: ErrorName.INTERNAL,
      data: { request_id: requestId },
    };
  }

  /** The 4xx status of errors raised by Nest, body-parser and multer; undefined for anything else. */
  private knownClientStatus(exception: unknown): number | undefined {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status >= 500) return undefined;
      return MESSAGE_BY_STATUS[status] ? status : ErrorCode.BAD_REQUEST;
    }
    const error = exception as ExpressLikeError | null;
    if (!error || typeof error !== 'object') return undefined;
    if (error.type === 'entity.too.large' || error.code === 'LIMIT_FILE_SIZE') return ErrorCode.PAYLOAD_TOO_LARGE;
    if (error.name === 'MulterError') return ErrorCode.BAD_REQUEST;
    const status = error.status ?? error.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return MESSAGE_BY_STATUS[status] ? status : ErrorCode.BAD_REQUEST;
    }
    return undefined;
  }
}
