import { PREVIEW_COOKIE, PREVIEW_QUERY_PARAM, type PreviewState } from '@site/contract';
import type { Request, RequestHandler } from 'express';
import { PreviewGrants } from '../modules/preview/preview-grant';

/** A preview grant's state when the token is signed by this server and unexpired; null otherwise. */
export type PreviewReader = (token: string) => PreviewState | null;

/** A page request under a valid preview grant: the token the loaders hand the API, and what the banner shows. */
export interface PagePreview {
  token: string;
  state: PreviewState;
}

/** Preview responses are for the admin's browser alone: no shared cache (CDN, proxy) keeps them, nor the browser. */
export const PREVIEW_CACHE_CONTROL = 'private, no-store';

/** The preview grants of the Nest app this is mounted on, when it has them (an Express app in tests has not). */
export function previewReaderOf(app: unknown): PreviewReader | undefined {
  const get = (app as { get?: (token: unknown, options?: { strict: boolean }) => unknown })?.get;
  if (typeof get !== 'function') return undefined;
  try {
    const grants = get.call(app, PreviewGrants, { strict: false }) as PreviewGrants;
    return (token) => grants.stateOf(token);
  } catch {
    return undefined;
  }
}

/** The value of the preview cookie (base64url and a dot: no decoding needed). */
function cookieToken(req: Request): string | undefined {
  const prefix = `${PREVIEW_COOKIE}=`;
  return req.headers.cookie
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/** The grant this page request browses under: its cookie's, when valid. */
export function pagePreviewOf(req: Request, read: PreviewReader | undefined): PagePreview | null {
  const token = read && cookieToken(req);
  const state = token ? read(token) : null;
  return token && state ? { token, state } : null;
}

/**
 * The entry of a preview link, `…?preview=<grant>`: a valid grant goes into an HttpOnly cookie, so every link and
 * client-side navigation of the site keeps it, and the browser is sent to the same address without it (the grant
 * stays out of the address bar, history and referrers); anything else (`?preview=off`, a tampered or expired grant)
 * clears the cookie: the visitor sees the public site. docs/decisions/045-signed-previews.md.
 */
export function previewEntry(read: PreviewReader | undefined): RequestHandler {
  return (req, res, next) => {
    const url = new URL(req.originalUrl, 'http://site');
    const token = url.searchParams.get(PREVIEW_QUERY_PARAM);
    if (token === null || !read || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const state = read(token);
    const options = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: req.secure };
    if (state) {
      res.cookie(PREVIEW_COOKIE, token, { ...options, expires: new Date(state.expires_at) });
    } else {
      res.clearCookie(PREVIEW_COOKIE, options);
    }
    url.searchParams.delete(PREVIEW_QUERY_PARAM);
    res.setHeader('Cache-Control', PREVIEW_CACHE_CONTROL);
    // One leading slash: `/.//host` resolves to the path `//host`, which a browser would read as another site.
    res.redirect(303, `${url.pathname.replace(/^\/+/, '/')}${url.search}`);
  };
}
