import type { NestApplicationOptions } from '@nestjs/common';
import { Header } from '@site/contract';

/**
 * CORS for browser integrations on the origins of CORS_ORIGINS: preflights are answered (204) with the headers the
 * API reads — the hourly `token`, `access_token`, `lang` and `Authorization` among them — and the API's own response
 * headers are readable by scripts. No cookies are used, so credentials are never allowed.
 */
/** Nest's CorsOptions (exported from the package root only as part of the application options). */
type CorsOptions = Extract<NestApplicationOptions['cors'], { methods?: unknown }>;

export function corsOptions(origins: string[]): CorsOptions {
  return {
    // A function, not the list: for an origin it returns false, the cors middleware sends no CORS header at all (with
    // a list it still sends Allow-Methods, Allow-Headers and Max-Age to any origin's preflight).
    origin: origins.includes('*')
      ? '*'
      : (origin: string | undefined, answer: (error: Error | null, allow: string | false) => void) =>
          answer(null, origin !== undefined && origins.includes(origin) ? origin : false),
    methods: ['GET', 'POST'],
    allowedHeaders: [
      'Content-Type',
      'Accept-Language',
      'Authorization',
      'X-Request-Id',
      Header.HOURLY_TOKEN,
      Header.ACCESS_TOKEN,
      Header.LANG,
    ],
    exposedHeaders: ['X-Request-Id', 'Retry-After', 'X-Content-Stale'],
    maxAge: 600,
  };
}
