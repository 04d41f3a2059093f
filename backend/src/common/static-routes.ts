import type { RequestHandler } from 'express';

/** A path with nothing for path-to-regexp to match but its own characters (no parameter, wildcard or group). */
const FIXED_PATH = /^\/[^:*?+(){}!\\]*$/;

/** Express's matching of a fixed path: case-insensitive, one trailing slash allowed. */
const normalised = (path: string) => {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
};

/**
 * Routes with fixed paths (all of the API's), found with one map lookup. Express's router tests every route's pattern
 * in turn and re-parses the URL around each mounted middleware: about a tenth of a cheap call's CPU with nearly seventy
 * routes. Dispatch keeps Express's rules for such paths: the raw (undecoded) path, case-insensitive, one trailing slash
 * allowed, HEAD answered by GET, the first route registered for a method and path wins, and a path without a route
 * for the method goes on to the layers after it.
 */
export class StaticRoutes {
  private readonly handlers = new Map<string, RequestHandler>();

  static isFixed(path: unknown): path is string {
    return typeof path === 'string' && FIXED_PATH.test(path);
  }

  add(method: 'GET' | 'POST', path: string, handler: RequestHandler): void {
    const key = `${method} ${normalised(path)}`;
    if (!this.handlers.has(key)) this.handlers.set(key, handler);
  }

  /** The Express middleware that dispatches to these routes. */
  readonly dispatch: RequestHandler = (req, res, next) => {
    const path = normalised(req.path);
    const handler =
      this.handlers.get(`${req.method} ${path}`) ??
      (req.method === 'HEAD' ? this.handlers.get(`GET ${path}`) : undefined);
    if (!handler) return next();
    req.params = {};
    return handler(req, res, next);
  };
}
