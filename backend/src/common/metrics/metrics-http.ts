import { createHash, timingSafeEqual } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { CONTENT_STALE_HEADER } from '../cache/stale-answers';
import { Metrics } from './metrics';

export const METRICS_URL_PATH = '/metrics';

/**
 * Counts every answer and times it. The route label is the matched route path (`/api/news/get_news_list`), so ids in
 * URLs cannot grow the label set; anything no route matched (uploads, pages, unknown paths) shares one label per area.
 */
export function recordRequests(metrics: Metrics): RequestHandler {
  const series = new RequestSeries(metrics);
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    res.once('finish', () => {
      series.record(req.method, routeLabel(req), res.statusCode, performance.now() - started);
      // Told by the answer's own headers, so every kind of answer (pages, API reads) is counted in this one place.
      const pageCache = res.getHeader('X-Page-Cache');
      if (typeof pageCache === 'string') series.pageCache(pageCache);
      if (res.getHeader(CONTENT_STALE_HEADER) !== undefined) metrics.staleAnswers.inc();
    });
    next();
  };
}

interface RouteSeries {
  latency: { observe(seconds: number): void };
  byStatus: Map<number, { inc(): void }>;
}

/**
 * The metrics' children of each method and route, made on first use: recording an answer is then two map lookups
 * and two additions, where passing labels would have prom-client hash them on every request. Bounded as the label
 * set is: Node parses only known methods, and routes and statuses are the app's own.
 */
class RequestSeries {
  private readonly byRoute = new Map<string, RouteSeries>();

  constructor(private readonly metrics: Metrics) {}

  private readonly byPageCache = new Map<string, { inc(): void }>();

  pageCache(result: string): void {
    let counter = this.byPageCache.get(result);
    if (!counter) {
      counter = this.metrics.pageCache.labels({ result });
      this.byPageCache.set(result, counter);
    }
    counter.inc();
  }

  record(method: string, route: string, status: number, milliseconds: number): void {
    const key = `${method} ${route}`;
    let series = this.byRoute.get(key);
    if (!series) {
      series = { latency: this.metrics.latency.labels(method, route), byStatus: new Map() };
      this.byRoute.set(key, series);
    }
    let counter = series.byStatus.get(status);
    if (!counter) {
      counter = this.metrics.requests.labels(method, route, String(status));
      series.byStatus.set(status, counter);
    }
    series.latency.observe(milliseconds / 1000);
    counter.inc();
  }
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
