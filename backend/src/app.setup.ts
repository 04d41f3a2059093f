import type { NestExpressApplication } from '@nestjs/platform-express';
import { bodyParsers } from './common/http/body-parsers';
import { corsOptions } from './common/http/cors';
import { requestIdMiddleware } from './common/http/request-context';
import { refuseUnreadableTargets } from './common/http/request-target';
import { API_PREFIX } from './common/http/route-methods';
import { AppLogger } from './common/logging/logging.module';
import { AppLogging } from './common/logging/app-logging';
import { METRICS_URL_PATH, recordRequests, serveMetrics } from './common/metrics/metrics-http';
import { Metrics } from './common/metrics/metrics';
import { securityHeaders } from './common/http/security-headers';
import type { AppConfig } from './config/app-config';
import { UPLOADS_URL_PATH, serveUploads } from './modules/uploads/serve-uploads';
import { setupOpenApi } from './openapi';

/**
 * Everything the HTTP layer needs around the Nest app, shared by `main.ts` and the e2e specs
 * so tests exercise the same server the user runs.
 */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  // Every Nest logger writes through pino from here on (lines buffered during start-up included).
  app.useLogger(app.get(AppLogger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // Every contract call is a POST, which nothing revalidates: an ETag would only cost each answer a hash.
  app.set('etag', false);
  // The request id first, then the access log (one line per request, whatever answers it), then everything else.
  app.use(requestIdMiddleware);
  app.use(app.get(AppLogging).accessLog());
  const metrics = app.get(Metrics);
  app.use(recordRequests(metrics));
  if (config.metricsToken) app.use(METRICS_URL_PATH, serveMetrics(metrics, config.metricsToken));
  if (config.corsOrigins.length > 0) app.enableCors(corsOptions(config.corsOrigins));
  app.use(refuseUnreadableTargets);
  app.use(securityHeaders());
  app.use(
    bodyParsers({
      maxBytes: config.bodyLimitBytes,
      maxKeys: config.bodyMaxKeys,
      maxItems: config.bodyMaxItems,
      maxDepth: config.bodyMaxDepth,
      timeoutMs: config.bodyTimeoutMs,
    }),
  );
  app.use(UPLOADS_URL_PATH, serveUploads(app));
  app.setGlobalPrefix(API_PREFIX);
  setupOpenApi(app);
}
