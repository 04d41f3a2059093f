import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { API_PREFIX, PublicCall } from '@site/contract';
import type { Request } from 'express';
import { Observable, from } from 'rxjs';
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
 * Answers public reads from ReadCache, keyed by call, lang header and body. Runs after the guard (the hourly token
 * is still checked on every call) and before validation; an error is never cached.
 */
@Injectable()
export class ReadCacheInterceptor implements NestInterceptor {
  constructor(private readonly cache: ReadCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const key = cacheKey(context.switchToHttp().getRequest<Request>());
    if (!key) return next.handle();
    return from(
      this.cache.remember(
        key,
        () =>
          new Promise((resolve, reject) => {
            next.handle().subscribe({ next: resolve, error: reject });
          }),
        COUNTER_STALENESS_MS,
      ),
    );
  }
}

function cacheKey(request: Request): string | null {
  if (request.method !== 'POST' || !request.path.startsWith(`${API_PREFIX}/`)) return null;
  const call = request.path.slice(API_PREFIX.length + 1);
  if (!CACHED_CALLS.has(call)) return null;
  const body = JSON.stringify(request.body ?? {});
  if (body.length > MAX_KEY_BODY) return null;
  return `${call}|${String(request.headers.lang ?? '')}|${body}`;
}
