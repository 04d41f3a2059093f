import { randomFillSync } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { strictTransportSecurity } from 'helmet';
import { EMBED_HOSTS } from '../sanitize/rich-html';

/**
 * The pages of the public site (everything but the API, uploads and the back office). React Router's SSR
 * hydrates them with inline scripts, so only they allow inline script: the ones carrying this response's nonce.
 */
const isPublicSitePage = (path: string) => !/^\/(api|uploads|adm)(\/|$)/.test(path);

/**
 * The front ends' built files: scripts, styles, fonts and pictures of our own build, which a page loads and never
 * a browser shows as a page (hashed, under /assets/ and /adm/assets/; not uploads, which editors choose).
 */
const isBuiltAsset = (path: string) => /^\/(adm\/)?assets\//.test(path);

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
 * What only the public site's pages send besides helmet's: no powerful feature a corporate page never uses, for the
 * page or anything it embeds.
 */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=()';

/**
 * The Content-Security-Policy follows the rich-HTML sanitiser: what content may embed (images and media from
 * http(s) and data:, frames from exactly the sanitiser's video hosts) is what the browser may load. `scriptSrc`: the
 * scripts a page may run.
 */
const policyWith = (scriptSrc: Array<string | ((req: IncomingMessage, res: ServerResponse) => string)>) => ({
  directives: {
    'default-src': ["'self'"],
    // 'self' covers the module scripts and preloads the inline ones import: no 'strict-dynamic' needed.
    'script-src': scriptSrc,
    // Quill's alignment/size classes aside, the editor and KaTeX set inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    'media-src': ["'self'", 'blob:', 'https:', 'http:'],
    'frame-src': EMBED_HOSTS.map((host) => `https://${host}`),
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'upgrade-insecure-requests': null,
  },
});

/**
 * Off in every configuration: HSTS, set per request below (a site reached over plain http on a LAN must not be told
 * to insist on https), and COEP, which would block the pictures and videos content embeds from other sites.
 */
const NOT_PER_PATH = { strictTransportSecurity: false, crossOriginEmbedderPolicy: false } as const;

/** The API, uploads and the back office: no inline script at all. */
const apiHeaders = helmet({ ...NOT_PER_PATH, contentSecurityPolicy: policyWith(["'self'"]) });

/**
 * The public site's pages: inline scripts carrying the response's nonce (helmet's documented nonce function), and the
 * referrer policy video hosts accept (YouTube refuses an embed without a Referer, "Error 153"; only the origin crosses
 * sites, never a path or query).
 */
const pageHeaders = helmet({
  ...NOT_PER_PATH,
  contentSecurityPolicy: policyWith(["'self'", (_req, res) => `'nonce-${cspNonce(res as unknown as Response)}'`]),
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

/**
 * A built asset: only what acts on a file a page loads — no sniffing a script or style out of another type, no
 * loading it from another site, no referrer on what a style sheet fetches. The policy, framing and the other
 * page-only headers do nothing on such a file, and a page loads twenty of them.
 */
const assetHeaders = helmet({
  ...NOT_PER_PATH,
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/** One year, the value HSTS preload lists ask for. */
const hsts = strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true, preload: false });

/**
 * helmet, as middleware, with the headers of the path: the nonce's CSP and PERMISSIONS_POLICY on the public site's
 * pages, only those acting on a subresource for a built asset, and HSTS only on a request that came over TLS,
 * directly or through a proxy TRUST_PROXY trusts (X-Forwarded-Proto).
 */
export function securityHeaders(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    let headers = apiHeaders;
    if (isBuiltAsset(req.path)) headers = assetHeaders;
    else if (isPublicSitePage(req.path)) {
      headers = pageHeaders;
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    }
    headers(req, res, (error?: unknown) => {
      if (error || !req.secure) next(error);
      else hsts(req, res, next);
    });
  };
}
