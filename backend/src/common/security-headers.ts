import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { EMBED_HOSTS } from './sanitize/rich-html';

/** One year, the value HSTS preload lists ask for. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The pages of the public site (everything but the API, uploads and the back office). React Router's SSR
 * hydrates them with inline scripts, so only they allow inline script; see docs/decisions for the nonce plan.
 */
const PUBLIC_SITE_PAGE = (path: string) => !/^\/(api|uploads|adm)(\/|$)/.test(path);

/**
 * The Content-Security-Policy follows the rich-HTML sanitiser: what content may embed (images and media from
 * http(s) and data:, frames from exactly the sanitiser's video hosts) is what the browser may load.
 */
const policy = (inlineScripts: boolean) =>
  helmet({
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...(inlineScripts ? ["'unsafe-inline'"] : [])],
        // Quill's alignment/size classes aside, the editor and KaTeX set inline styles.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        'media-src': ["'self'", 'blob:', 'https:', 'http:'],
        'frame-src': EMBED_HOSTS.map((host) => `https://${host}`),
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
    // Set per request below: a site reached over plain http on a LAN must not be told to insist on https.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });

/** HSTS only on a request that came over TLS, directly or through a proxy TRUST_PROXY trusts (X-Forwarded-Proto). */
function hstsOverTls(req: Request, res: Response, next: NextFunction): void {
  if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
  next();
}

/** Helmet's headers with the CSP of the path (no inline script outside the public site), then HSTS over TLS. */
export function securityHeaders(): RequestHandler[] {
  const publicSite = policy(true);
  const strict = policy(false);
  return [(req, res, next) => (PUBLIC_SITE_PAGE(req.path) ? publicSite : strict)(req, res, next), hstsOverTls];
}
