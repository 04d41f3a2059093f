import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '../envelope/api-error';

/**
 * A Host header as RFC 9110 allows it: a name or IPv4 address, or an IPv6 literal in brackets, and a port. No
 * user info (`@`), path or anything else a URL would read differently from what the request meant.
 */
const HOST = /^(?:[A-Za-z0-9._-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
/** The absolute form of a request target (`GET http://host/path`), which proxies may send (RFC 9112, 3.2.2). */
const ABSOLUTE_FORM = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/;

const BAD_TARGET = '请求地址无效';

/**
 * An absolute-form target (`GET http://host/path`) made its origin form (`/path?query`) before Express sees the
 * request (the server calls this first): Express's router keeps the scheme and host it first saw and puts them back on
 * the target of every router mounted below it (Nest 12 mounts the API's under /api), so a rewrite in a middleware
 * would not reach those.
 */
export function toOriginForm(req: IncomingMessage): void {
  const url = req.url ?? '/';
  const absolute = ABSOLUTE_FORM.exec(url);
  if (!absolute) return;
  const origin = url.slice(absolute[0].length);
  req.url = origin.startsWith('/') ? origin : `/${origin}`;
}

/**
 * Every request's target and Host as something a URL can be made of, before anything builds one (the public
 * site renders from `new Request(url)`, static files decode the path): a Host that is not a host, a target that is
 * no path (`*`), or a path whose percent-encoding is not UTF-8 (`/assets/%c0%ae%c0%ae/x`), is refused with 400 in
 * the envelope instead of failing deeper with a 500. Absolute-form targets arrive here in origin form (toOriginForm).
 */
export function refuseUnreadableTargets(req: Request, _res: Response, next: NextFunction): void {
  const host = req.headers.host;
  if (host !== undefined && !HOST.test(host)) return next(ApiError.badRequest(BAD_TARGET));
  if (!req.url.startsWith('/')) {
    // `*` (OPTIONS) or anything else that is no path: nothing here answers it.
    return next(ApiError.badRequest(BAD_TARGET));
  }
  const query = req.url.indexOf('?');
  try {
    decodeURIComponent(query === -1 ? req.url : req.url.slice(0, query));
  } catch {
    return next(ApiError.badRequest(BAD_TARGET));
  }
  next();
}
