import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { ADMIN_PREFIX } from '@site/contract';
import type { Request } from 'express';
import { Observable, catchError, from, mergeMap, throwError } from 'rxjs';
import { ContentVersion } from './content-version';

/**
 * Bumps the content counter after every admin call that may write (any `adm/<call>` that is not a `get_…`
 * read), once its work is done and before its answer leaves — so an admin's save is seen by the next read
 * on every process. Also after a failed call: a write may have been partly done before the error.
 */
@Injectable()
export class ContentWriteInterceptor implements NestInterceptor {
  constructor(private readonly version: ContentVersion) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http' || !isAdminWrite(context.switchToHttp().getRequest<Request>())) {
      return next.handle();
    }
    return next.handle().pipe(
      mergeMap((answer: unknown) => from(this.version.bump().then(() => answer))),
      catchError((error: unknown) => from(this.version.bump()).pipe(mergeMap(() => throwError(() => error)))),
    );
  }
}

function isAdminWrite(request: Request): boolean {
  const path = request.path;
  return (
    request.method === 'POST' &&
    path.startsWith(`${ADMIN_PREFIX}/`) &&
    !path.slice(ADMIN_PREFIX.length + 1).startsWith('get_')
  );
}
