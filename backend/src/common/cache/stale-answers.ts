import { AsyncLocalStorage } from 'node:async_hooks';
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { Observable } from 'rxjs';
import type { AppRequest } from '../http/request-context';

/** Marks an answer given from the read cache while the database could not be asked (see ReadCache). */
export const CONTENT_STALE_HEADER = 'X-Content-Stale';

interface CallInProgress {
  /** Admin calls must see the database as it is, or fail: never an older answer. */
  public: boolean;
  res: Response;
  stale: boolean;
}

const calls = new AsyncLocalStorage<CallInProgress>();

/**
 * Whether the call in progress may be answered with a value the database can no longer confirm, and if so marks its
 * answer `X-Content-Stale: 1`. False outside a call (start-up, jobs) and for admin calls.
 */
export function answerStale(): boolean {
  const call = calls.getStore();
  if (!call?.public) return false;
  call.stale = true;
  call.res.setHeader(CONTENT_STALE_HEADER, '1');
  return true;
}

/** Whether a public call is in progress (not an admin call, nor work outside a call): its reads may go to replicas. */
export function inPublicCall(): boolean {
  return calls.getStore()?.public === true;
}

/** Whether the call in progress is answered stale already: the database was found away, no use asking it again. */
export function answeredStale(): boolean {
  return calls.getStore()?.stale === true;
}

/**
 * Runs each call's handler with what ReadCache needs to answer it stale. An interceptor, not a middleware: guards
 * have run (an admin call is known by its admin), and the handler runs inside the store whatever body parsing did to
 * the async context.
 */
@Injectable()
export class StaleAnswersInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const call: CallInProgress = {
      public: !http.getRequest<AppRequest>().admin,
      res: http.getResponse<Response>(),
      stale: false,
    };
    return new Observable((subscriber) => calls.run(call, () => next.handle().subscribe(subscriber)));
  }
}
