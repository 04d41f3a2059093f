import type { NestExpressApplication } from '@nestjs/platform-express';
import { API_PREFIX } from '@site/contract';
import { ApiHttpAdapter } from './common/api-http-adapter';
import { CallHeaders } from './common/auth/call-headers';
import { bodyParsers } from './common/body-parsers';
import { answerCachedReads } from './common/cache/cached-reads';
import { ReadCache } from './common/cache/read-cache';
import { middlewareSequence } from './common/middleware-sequence';
import { requestIdMiddleware } from './common/request-context';
import { refuseUnreadableTargets } from './common/request-target';
import { securityHeaders } from './common/security-headers';
import type { AppConfig } from './config/app-config';
import { HealthCheck } from './modules/health/health-check';
import { answerHealthEarly } from './modules/health/health-early-answer';
import { UPLOADS_URL_PATH, serveUploads } from './modules/uploads/serve-uploads';
import { setupOpenApi } from './openapi';

/** The HTTP adapter every instance of the API runs on (it writes the success envelope). */
export const apiHttpAdapter = () => new ApiHttpAdapter();

/**
 * Everything the HTTP layer needs around the Nest app, shared by `main.ts` and the e2e specs
 * so tests exercise the same server the user runs.
 */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  const adapter = app.getHttpAdapter();
  if (!(adapter instanceof ApiHttpAdapter)) throw new Error('configureApp needs an app built on apiHttpAdapter()');
  adapter.answerEarly('GET', `${API_PREFIX}/health`, answerHealthEarly(app.get(HealthCheck)));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // What every request passes before routing, as one layer of Express's router (see middlewareSequence).
  app.use(
    middlewareSequence(
      requestIdMiddleware,
      refuseUnreadableTargets,
      ...securityHeaders(),
      ...bodyParsers({
        maxBytes: config.bodyLimitBytes,
        maxKeys: config.bodyMaxKeys,
        maxItems: config.bodyMaxItems,
        maxDepth: config.bodyMaxDepth,
      }),
      answerCachedReads(API_PREFIX, app.get(ReadCache), app.get(CallHeaders)),
    ),
  );
  app.use(UPLOADS_URL_PATH, serveUploads(app));
  app.setGlobalPrefix('api');
  setupOpenApi(app);
}
