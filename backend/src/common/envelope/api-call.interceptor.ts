import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor, Optional } from '@nestjs/common';
import type { Envelope } from '@site/contract';
import type { Response } from 'express';
import { Observable } from 'rxjs';
import { ChangeRecorder } from '../crud/change-recorder';
import type { AppRequest } from '../http/request-context';
import { runInCall } from '../http/request-scope';
import { localizedMsg } from '../i18n/answer-language';

export const SUCCESS_MSG = '操作成功';

/**
 * The one global interceptor (docs/decisions/063): runs each call's handler inside the call's scope (see
 * request-scope.ts) and makes its result the success envelope `{ code: 0, msg, data }` (errors are the exception
 * filter's). One interceptor rather than one per concern: Nest wraps every interceptor of a call in its own
 * observables and async resource. Global, so it is the outermost: a call's own interceptors (ContentChangeInterceptor)
 * have finished by the time the envelope is made.
 */
@Injectable()
export class ApiCallInterceptor implements NestInterceptor {
  constructor(@Optional() @Inject(ChangeRecorder) private readonly recorder: ChangeRecorder | null) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<Envelope> {
    const http = context.switchToHttp();
    const req = http.getRequest<AppRequest>();
    const call = { req, res: http.getResponse<Response>(), recorder: this.recorder ?? null, stale: false };
    // The handler runs when the observable is subscribed to: subscribing inside the scope runs it there.
    return new Observable<Envelope>((subscriber) =>
      runInCall(call, () =>
        next.handle().subscribe({
          next: (data: unknown) =>
            subscriber.next({ code: 0, msg: localizedMsg(req, SUCCESS_MSG), data: data ?? null }),
          error: (error: unknown) => subscriber.error(error),
          complete: () => subscriber.complete(),
        }),
      ),
    );
  }
}
