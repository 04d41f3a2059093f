import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import { refuseDeepBodies } from './common/body-depth';
import { requestIdMiddleware } from './common/request-context';
import type { AppConfig } from './config/app-config';
import { UPLOADS_URL_PATH, serveUploads } from './modules/uploads/serve-uploads';
import { setupOpenApi } from './openapi';

/**
 * Everything the HTTP layer needs around the Nest app, shared by `main.ts` and the e2e specs
 * so tests exercise the same server the user runs.
 */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(requestIdMiddleware);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          // React Router's hydration data and Swagger UI's setup are inline.
          'script-src': ["'self'", "'unsafe-inline'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
          'media-src': ["'self'", 'blob:', 'https:', 'http:'],
          'frame-src': ['https://www.youtube.com', 'https://player.vimeo.com'],
          'connect-src': ["'self'"],
          'upgrade-insecure-requests': null,
        },
      },
      // Served over plain http on a LAN as well; HSTS belongs to the TLS-terminating proxy.
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.useBodyParser('json', { limit: config.bodyLimitBytes });
  app.useBodyParser('urlencoded', { limit: config.bodyLimitBytes, extended: true });
  app.use(refuseDeepBodies);
  app.use(UPLOADS_URL_PATH, serveUploads(app));
  app.setGlobalPrefix('api');
  setupOpenApi(app);
}
