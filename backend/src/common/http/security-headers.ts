import { randomFillSync } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { EMBED_HOSTS } from '../sanitize/rich-html';

/** One year, the value HSTS preload lists ask for. */
const HSTS = 'max-age=31536000; includeSubDomains';

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
 * What acts on a file a page loads: no sniffing a script or style out of another type, no loading it from another
 * site, and no referrer on what a style sheet fetches. The policy, framing and the other page-only headers do nothing
 * on such a file, and a page loads twenty of them: 0.65 KB less per file, more than half of its headers.
 */
const SUBRESOURCE_HEADERS = new Set(['Cross-Origin-Resource-Policy', 'X-Content-Type-Options', 'Referrer-Policy']);

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
 * What only the public site's pages send besides helmet's: the referrer policy video hosts accept (YouTube refuses
 * an embed without a Referer, "Error 153"; only the origin crosses sites, never a path or query), and no powerful
 * feature a corporate page never uses, for the page or anything it embeds.
 */
const PAGE_HEADERS: HeaderList = [
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=()'],
];

/** Where the public site's policy takes its response's nonce (see pagePolicy). */
const NONCE_SLOT = '{nonce}';

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
        'script-src': ["'self'", ...(nonce ? [() => `'nonce-${NONCE_SLOT}'`] : [])],
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

type HeaderList = ReadonlyArray<readonly [string, string]>;

const CSP = 'Content-Security-Policy';

/**
 * The headers helmet sets, recorded once by running its middleware on a response that only notes them: they are the
 * same for every answer (the nonce aside, left in the CSP as NONCE_SLOT), so an answer copies a list instead of
 * running helmet's dozen middlewares, which rebuild the same strings each time (docs/decisions/063).
 */
function headersSetBy(middleware: RequestHandler): { others: HeaderList; csp: string } {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let passed = false;
  middleware({} as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error;
    passed = true;
  });
  const csp = headers.get(CSP);
  if (!passed || csp === undefined) throw new Error('helmet did not set its headers at once');
  headers.delete(CSP);
  return { others: [...headers], csp };
}

/**
 * Helmet's headers with the CSP of the path (no inline script but the nonce's on the public site; PAGE_HEADERS there
 * too), only those acting
 * on a subresource for a built asset, and HSTS only on a request that came over TLS, directly or through a proxy
 * TRUST_PROXY trusts (X-Forwarded-Proto).
 */
export function securityHeaders(): RequestHandler {
  const { others, csp: strictPolicy } = headersSetBy(policy(false));
  const [pageHead, pageTail] = headersSetBy(policy(true)).csp.split(NONCE_SLOT);
  const assetHeaders = others.filter(([name]) => SUBRESOURCE_HEADERS.has(name));
  return (req: Request, res: Response, next: NextFunction) => {
    if (isBuiltAsset(req.path)) {
      for (const [name, value] of assetHeaders) res.setHeader(name, value);
    } else if (isPublicSitePage(req.path)) {
      for (const [name, value] of [...others, ...PAGE_HEADERS]) res.setHeader(name, value);
      res.setHeader(CSP, pageHead + cspNonce(res) + pageTail);
    } else {
      for (const [name, value] of others) res.setHeader(name, value);
      res.setHeader(CSP, strictPolicy);
    }
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
    next();
  };
}
