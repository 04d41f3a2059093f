import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Envelope } from '@site/contract';
import { Observable, map } from 'rxjs';

export const SUCCESS_MSG = '操作成功';

/** Wraps every successful handler result in `{ code: 0, msg, data }`. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<Envelope> {
    return next.handle().pipe(map((data: unknown) => ({ code: 0, msg: SUCCESS_MSG, data: data ?? null })));
  }
}
