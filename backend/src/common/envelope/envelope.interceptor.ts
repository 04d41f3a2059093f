import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Envelope } from '@site/contract';
import type { Request } from 'express';
import { map, type Observable } from 'rxjs';
import { localizedMsg } from '../i18n/answer-language';

export const SUCCESS_MSG = '操作成功';

/** The success envelope `{ code: 0, msg, data }` of a handler's result. */
export function successEnvelope(data: unknown): Envelope {
  return { code: 0, msg: SUCCESS_MSG, data: data ?? null };
}

/**
 * The one place a handler's result becomes the success envelope (errors are the exception filter's). Global, so
 * it is the outermost interceptor: a call's own interceptors (ContentChangeInterceptor) have finished by then.
 */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<Envelope> {
    const req = context.switchToHttp().getRequest<Request>();
    return next.handle().pipe(map((data) => ({ ...successEnvelope(data), msg: localizedMsg(req, SUCCESS_MSG) })));
  }
}
