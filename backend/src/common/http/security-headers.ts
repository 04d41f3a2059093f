import { randomFillSync } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { EMBED_HOSTS } from '../sanitize/rich-html';

/** One year, the value HSTS preload lists ask for. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The pages of the public site (everything but the API, uploads and the back office). React Router's SSR
 * hydrates them with inline scripts, so only they allow inline script: the ones carrying this response's nonce.
 */
const PUBLIC_SITE_PAGE = (path: string) => !/^\/(api|uploads|adm)(\/|$)/.test(path);

/**
 * The nonce of this response's CSP (16 random bytes, base64), made when first asked for, by the CSP header or
 * by the page (public-site.ts writes it into every inline script), and kept for the response in `res.locals`.
 */
export function cspNonce(res: Pick<Response, 'locals'>): string {
  const locals = res.locals as { cspNonce?: string };
  locals.cspNonce ??= freshNonce();
  return locals.cspNonce;
}

/** Random bytes for nonces, drawn from the CSPRNG 4 KiB at a time: one call per 256 pages, not one per page. */
const noncePool = Buffer.alloc(4096);
let noncePoolUsed = noncePool.length;

function freshNonce(): string {
  if (noncePoolUsed + 16 > noncePool.length) {
    randomFillSync(noncePool);
    noncePoolUsed = 0;
  }
  noncePoolUsed += 16;
  return noncePool.toString('base64', noncePoolUsed - 16, noncePoolUsed);
}

/**
 * The Content-Security-Policy follows the rich-HTML sanitiser: what content may embed (images and media from
 * http(s) and data:, frames from exactly the sanitiser's video hosts) is what the browser may load.
 */
const policy = (nonce: boolean) =>
  helmet({
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        // 'self' covers the module scripts and preloads the inline ones import: no 'strict-dynamic' needed.
        'script-src': [
          "'self'",
          ...(nonce ? [(_req: unknown, res: ServerResponse) => `'nonce-${cspNonce(res as Response)}'`] : []),
        ],
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

/** Helmet's headers with the CSP of the path (no inline script but the nonce's on the public site), then HSTS over TLS. */
export function securityHeaders(): RequestHandler[] {
  const publicSite = policy(true);
  const strict = policy(false);
  return [(req, res, next) => (PUBLIC_SITE_PAGE(req.path) ? publicSite : strict)(req, res, next), hstsOverTls];
}
