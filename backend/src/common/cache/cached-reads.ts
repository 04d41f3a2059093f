import { PublicCall } from '@site/contract';
import type { NextFunction, RequestHandler, Response } from 'express';
import { onAnswer, sendJson } from '../api-http-adapter';
import type { CallHeaders } from '../auth/call-headers';
import type { AppRequest } from '../request-context';
import { COUNTER_STALENESS_MS, ReadCache } from './read-cache';

/**
 * The public reads answered from the cache. Not the news detail (it counts a view, and is read afresh: see NewsService)
 * nor count_download (a write).
 */
const CACHED_CALLS = new Set<string>(
  Object.values(PublicCall).filter((call) => call !== PublicCall.GET_NEWS_DETAIL && call !== PublicCall.COUNT_DOWNLOAD),
);

/** Bodies longer than this are not worth a key (real calls send a few fields). */
const MAX_KEY_BODY = 512;

/**
 * Answers public reads (POST `prefix`/call) from ReadCache before Nest routes them, as the serialised envelope Nest
 * gave the first time: a hit costs what Express costs and no more. Only requests the guard would let through are
 * answered here — the same `lang` and hourly-token checks (CallHeaders) — and anything else (a bad token, an uncached
 * call, a body too big to key) goes on to Nest, which answers it and its errors. A miss goes on to Nest too, and its
 * answer is filed under the content stamp read before it was computed; concurrent misses of one key wait for that one
 * answer.
 */
export function answerCachedReads(prefix: string, cache: ReadCache, headers: CallHeaders): RequestHandler {
  // Matched as Express matches a mount path: case-insensitively, up to a slash.
  const start = `${prefix.toLowerCase()}/`;
  return (req, res, next) => {
    const path = req.path;
    const call = path.slice(0, start.length).toLowerCase() === start ? path.slice(start.length) : null;
    const key = call === null ? null : readKey(call, req as AppRequest, headers);
    if (!key) return next();
    let answeredByNest = false;
    cache
      .remember(
        key,
        () => {
          answeredByNest = true;
          return nestAnswer(res, next);
        },
        COUNTER_STALENESS_MS,
      )
      .then(
        (bytes) => {
          if (!answeredByNest) sendJson(res, 200, bytes);
        },
        () => {
          // The computation this request waited for ended in an error: Nest answers this one itself.
          if (!answeredByNest) next();
        },
      );
  };
}

/** The cache key of public read `call` the guard would admit, or null. */
function readKey(call: string, req: AppRequest, headers: CallHeaders): string | null {
  if (req.method !== 'POST' || !CACHED_CALLS.has(call)) return null;
  // Form and multipart bodies are not keyed (the contract's public calls take JSON).
  const type = req.headers['content-type'];
  if (type !== undefined && !type.startsWith('application/json')) return null;
  let lang: string;
  try {
    lang = headers.lang(req);
    headers.checkHourlyToken(req, 'required');
  } catch {
    return null;
  }
  const body = JSON.stringify(req.body ?? {});
  if (body.length > MAX_KEY_BODY) return null;
  return `${call}|${lang}|${body}`;
}

/** Lets Nest answer this request; resolves with its answer's bytes, rejects when it answers with an error. */
function nestAnswer(res: Response, next: NextFunction): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    onAnswer(res, resolve);
    res.once('close', () => reject(new Error('answered without a cacheable result')));
    next();
  });
}
