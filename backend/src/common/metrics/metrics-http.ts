import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Metrics } from './metrics';

export const METRICS_URL_PATH = '/metrics';

/**
 * Counts every answer and times it. The route label is the matched route path (`/api/news/get_news_list`), so ids in
 * URLs cannot grow the label set; anything no route matched (uploads, pages, unknown paths) shares one label per area.
 */
export function recordRequests(metrics: Metrics): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const stopTimer = metrics.latency.startTimer();
    res.once('finish', () => {
      const labels = { method: req.method, route: routeLabel(req) };
      stopTimer(labels);
      metrics.requests.inc({ ...labels, status: res.statusCode });
    });
    next();
  };
}

function routeLabel(req: Request): string {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof path === 'string') return `${req.baseUrl}${path}`;
  if (req.originalUrl.startsWith('/uploads/')) return '/uploads/*';
  if (req.originalUrl.startsWith('/api/')) return '/api/*';
  return '(page)';
}

/** `GET /metrics` for a scraper holding the bearer token; every other caller gets 401 and learns nothing. */
export function serveMetrics(metrics: Metrics, token: string): RequestHandler {
  const expected = digest(token);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path !== '/' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    // Both sides hashed to one length, so the comparison takes the same time whatever was sent.
    if (!given || !timingSafeEqual(digest(given), expected)) {
      res.status(401).set('WWW-Authenticate', 'Bearer').type('text/plain').send('Unauthorized\n');
      return;
    }
    metrics.registry
      .metrics()
      .then((text) => res.setHeader('Content-Type', metrics.registry.contentType).end(text))
      .catch(next);
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest();
