import { CallHandler, Injectable, NestInterceptor } from '@nestjs/common';
import { Observable, catchError, from, mergeMap, throwError } from 'rxjs';
import { ContentVersion } from './content-version';

/**
 * On every admin call that may write (`@AdminApi` adds it to each call not named `get_…`): bumps the content counter
 * once the call's work is done and before its answer leaves, so the next read on every process sees the change.
 * Also after a failure, which may have written part of its work.
 */
@Injectable()
export class ContentChangeInterceptor implements NestInterceptor {
  constructor(private readonly version: ContentVersion) {}

  intercept(_context: unknown, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      mergeMap((answer: unknown) => from(this.version.bump().then(() => answer))),
      catchError((error: unknown) => from(this.version.bump()).pipe(mergeMap(() => throwError(() => error)))),
    );
  }
}
