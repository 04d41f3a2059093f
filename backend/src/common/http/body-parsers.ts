import { ErrorCode, formatBytes } from '@site/contract';
import { json, urlencoded, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { ApiError } from '../envelope/api-error';
import { checkJsonShape, tooDeep, tooManyKeys, type BodyShapeLimits } from './body-shape';

export interface BodyLimits extends BodyShapeLimits {
  /** Bytes of a body, after any Content-Encoding is undone. */
  maxBytes: number;
  /** How long any JSON or form body may take to arrive, before the time its length allows at BODY_FLOOR_RATE. */
  timeoutMs: number;
}

/**
 * The slowest a JSON or form body may arrive (bytes a second), on top of `timeoutMs`: 10 MB gets about 10 minutes
 * more, a 1 KB call a tenth of a second. Below it a client is holding a connection, not sending a request.
 */
export const BODY_FLOOR_RATE = 16 * 1024;
const PARSED_TYPES = ['application/json', 'application/x-www-form-urlencoded'];

const NOT_UTF8 = '请求体的字符集须为 UTF-8';
const UNKNOWN_ENCODING = '不支持的请求体压缩格式（可用 gzip、deflate、br）';
const NOT_JSON = '请求体不是有效的 JSON';
const INCOMPLETE = '请求体未完整接收';
const NOT_INFLATED = '请求体解压失败';

/**
 * Express's own JSON and form parsers (body-parser), bounded by `limits` before anything is built from a body:
 * a JSON text's shape is checked on its bytes in `verify`, which body-parser runs before parsing; a form's
 * parameter count and nesting are qs's own `parameterLimit` and `depth`. Their errors become ApiErrors with
 * Chinese messages, which the exception filter answers in the envelope.
 */
export function bodyParsers(limits: BodyLimits): RequestHandler[] {
  const jsonParser = json({
    limit: limits.maxBytes,
    verify: (_req: Request, _res: Response, bytes: Buffer, encoding: string) => {
      if (encoding !== 'utf-8') throw new ApiError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, NOT_UTF8);
      checkJsonShape(bytes, limits);
    },
  });
  // `depth` is body-parser 2's option, not yet in @types/body-parser: passed as a variable, not a literal.
  const formOptions = {
    limit: limits.maxBytes,
    extended: true,
    parameterLimit: limits.maxKeys,
    // qs counts the levels below the body itself.
    depth: limits.maxDepth - 1,
  };
  const formParser = urlencoded(formOptions);
  return [boundedBeforeRead(limits), inEnvelope(jsonParser, limits), inEnvelope(formParser, limits)];
}

/**
 * What body-parser cannot do before it reads. A declared length over the limit is refused at once: body-parser would
 * read the whole body off the connection first (to keep it usable), which for a declared 100 GB never ends; the
 * connection is closed after the answer instead. A body that has not arrived by its deadline has its connection cut.
 */
function boundedBeforeRead(limits: BodyLimits): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const declared = Number(req.headers['content-length'] ?? NaN);
    const hasBody = declared > 0 || req.headers['transfer-encoding'] !== undefined;
    if (!hasBody || !req.is(PARSED_TYPES)) return next();
    if (declared > limits.maxBytes) {
      res.setHeader('Connection', 'close');
      return next(tooLarge(limits));
    }
    const allowedMs =
      limits.timeoutMs + ((Number.isFinite(declared) ? declared : limits.maxBytes) / BODY_FLOOR_RATE) * 1000;
    const deadline = setTimeout(() => req.destroy(), allowedMs);
    const settle = () => clearTimeout(deadline);
    req.once('end', settle).once('close', settle);
    next();
  };
}

const tooLarge = (limits: BodyLimits) => ApiError.tooLarge(`请求体过大（最多 ${formatBytes(limits.maxBytes)}）`);

/** The parser, with whatever it passes to `next` as an error turned into an ApiError. */
function inEnvelope(parser: RequestHandler, limits: BodyLimits): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) =>
    parser(req, res, (error?: unknown) => next(error === undefined ? undefined : asApiError(error, limits)));
}

/** body-parser's errors by their documented `type`; an ApiError thrown in `verify` comes back as itself, unmarked. */
function asApiError(error: unknown, limits: BodyLimits): unknown {
  // body-parser marks what `verify` threw as an HTTP error of its own (status 403, `expose`), which Nest 12 maps to
  // a 403 before any filter sees it: handed on as a fresh ApiError, the one the check meant.
  if (error instanceof ApiError) return new ApiError(error.code, error.msg, error.data, error.error);
  if (error === null || typeof error !== 'object') return error;
  switch ((error as { type?: unknown }).type) {
    case 'entity.too.large':
      return tooLarge(limits);
    case 'entity.parse.failed':
      return ApiError.badRequest(NOT_JSON);
    case 'charset.unsupported':
      return new ApiError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, NOT_UTF8);
    case 'encoding.unsupported':
      return new ApiError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, UNKNOWN_ENCODING);
    case 'parameters.too.many':
      return ApiError.badRequest(tooManyKeys(limits));
    case 'querystring.parse.rangeError':
      return ApiError.badRequest(tooDeep(limits));
    case 'request.aborted':
    case 'request.size.invalid':
      return ApiError.badRequest(INCOMPLETE);
    default:
      // Inflating failed: body-parser passes zlib's error on (with status 400); only zlib's carry an `errno`.
      return 'errno' in error ? ApiError.badRequest(NOT_INFLATED) : error;
  }
}
