import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { ADMIN_PREFIX, API_PREFIX, PublicCall } from '@site/contract';
import type { Request } from 'express';
import { Observable, catchError, from, mergeMap, throwError } from 'rxjs';
import { ContentVersion } from './content-version';
import { COUNTER_STALENESS_MS, ReadCache } from './read-cache';

/**
 * The public reads answered from the cache. Not the news detail (it counts a view; its service caches the item)
 * nor count_download (a write).
 */
const CACHED_CALLS = new Set<string>(
  Object.values(PublicCall).filter((call) => call !== PublicCall.GET_NEWS_DETAIL && call !== PublicCall.COUNT_DOWNLOAD),
);

/** Bodies longer than this are not worth a key (real calls send a few fields). */
const MAX_KEY_BODY = 512;

/**
 * Keeps public reads exact and cheap (one interceptor for both sides: each one costs every request a layer):
 * - after every admin call that may write (any `adm/<call>` that is not a `get_…` read), bumps the content counter
 *   once its work is done and before its answer leaves, so the next read on every process sees it; also after a
 *   failed call, which may have written part of its work;
 * - answers public reads from ReadCache, keyed by call, lang header and body. It runs after the guard (the hourly
 *   token is still checked on every call) and before validation; an error is never cached.
 */
@Injectable()
export class ContentCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly version: ContentVersion,
    private readonly cache: ReadCache,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    if (request.method !== 'POST') return next.handle();
    if (isAdminWrite(request.path)) {
      return next.handle().pipe(
        mergeMap((answer: unknown) => from(this.version.bump().then(() => answer))),
        catchError((error: unknown) => from(this.version.bump()).pipe(mergeMap(() => throwError(() => error)))),
      );
    }
    const key = readKey(request);
    if (!key) return next.handle();
    const compute = () =>
      new Promise((resolve, reject) => {
        next.handle().subscribe({ next: resolve, error: reject });
      });
    return from(this.cache.remember(key, compute, COUNTER_STALENESS_MS));
  }
}

function isAdminWrite(path: string): boolean {
  return path.startsWith(`${ADMIN_PREFIX}/`) && !path.slice(ADMIN_PREFIX.length + 1).startsWith('get_');
}

function readKey(request: Request): string | null {
  if (!request.path.startsWith(`${API_PREFIX}/`)) return null;
  const call = request.path.slice(API_PREFIX.length + 1);
  if (!CACHED_CALLS.has(call)) return null;
  const body = JSON.stringify(request.body ?? {});
  if (body.length > MAX_KEY_BODY) return null;
  return `${call}|${String(request.headers.lang ?? '')}|${body}`;
}
