import { existsSync } from 'node:fs';
import { constants as zlib } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { Logger } from '@nestjs/common';
import { PAGE_QUERY_PARAMS, type RuntimeSettings } from '@site/contract';
import express, { type Request, type RequestHandler, type Response } from 'express';
import compression from 'compression';
import { isbot } from 'isbot';
import type { ServerBuild } from 'react-router' with { 'resolution-mode': 'import' };
import { ContentVersion } from '../common/cache/content-version';
import { CONTENT_STALE_HEADER } from '../common/cache/stale-answers';
import { sealVisitor, visitorOfRequest } from '../modules/counters/visitors';
import { cspNonce } from '../common/http/security-headers';
import type { AppConfig } from '../config/app-config';
import { builtFiles, notBuilt } from './frontend-files';
import {
  etagOf,
  isCacheable,
  matchesEtag,
  PageCache,
  type ContentVersionSource,
  type RenderedPage,
} from './public-site-cache';
import { NoncedBody, nonceSlot } from './public-site-nonce';
import {
  PREVIEW_CACHE_CONTROL,
  pagePreviewOf,
  previewEntry,
  type PagePreview,
  type PreviewReader,
} from './public-site-preview';

export interface PublicSitePaths {
  /** frontend-public/build/server/index.js: the React Router server build (ESM). */
  publicServerEntry: string;
  /** frontend-public/build/client: its browser assets. */
  publicClientDir: string;
}

/**
 * What every loader of the public site receives as `context` (a type: React Router indexes it by string); its
 * declaration on the front end's side is frontend-public/app/load-context.ts.
 */
export type PublicLoadContext = {
  /** The API base and token secret: the loaders call the API with them, the page hands them to the browser. */
  runtimeSettings: RuntimeSettings;
  /** This very process over loopback, on the port the request came in on (known only once listening: PORT=0). */
  apiOrigin: string;
  /**
   * What every inline script carries as its nonce: a slot, the same for every render of this process, which each
   * response replaces with the nonce of its CSP (public-site-nonce.ts), so a kept page never repeats a nonce.
   */
  nonce: string;
  /**
   * Called by the loaders' API client (frontend-public/app/lib/api.server.ts) when a call fails: the page then
   * renders with defaults in place of data (or is the 503 page), and must not outlive this response.
   */
  onApiFailure: () => void;
  /** Where the loaders' warnings go: the server's log, whose lines name the request being rendered. */
  warn: (message: string) => void;
  /** The admin's preview grant, when the request carries a valid one (public-site-preview.ts). */
  preview?: PagePreview;
  /**
   * Who asks for the page, sealed for this process's API (modules/counters/visitors.ts): the loaders send it with their
   * calls, so a view or a download counts the reader, not this server, and a crawler's counts nothing.
   */
  visitor: string;
};

type RenderRequest = (request: globalThis.Request, context: PublicLoadContext) => Promise<globalThis.Response>;

/**
 * What the public site's server entry exports for the server mounting it (frontend-public/app/entry.server.tsx): React
 * Router's request handler, which takes a context provider (its middleware-era context), and the site's context key.
 */
interface PublicEntry {
  createRequestHandler: (
    build: ServerBuild,
    mode: string,
  ) => (request: globalThis.Request, context: object) => Promise<globalThis.Response>;
  RouterContextProvider: new (init: Map<unknown, unknown>) => object;
  siteContext: unknown;
}

/** The content version of the Nest app this is mounted on, when it has one (an Express app in tests has not). */
export function contentVersionOf(app: unknown): ContentVersionSource | undefined {
  const get = (app as { get?: (token: unknown, options?: { strict: boolean }) => unknown })?.get;
  if (typeof get !== 'function') return undefined;
  try {
    const version = get.call(app, ContentVersion, { strict: false }) as ContentVersion;
    return () => version.current();
  } catch {
    return undefined;
  }
}

/**
 * Query parameters a render reads: the pages' own and React Router's (`_routes` of a client navigation's `.data`
 * request, `index`, and `paths`/`version` of its route discovery at `/__manifest`).
 */
const RENDERED_QUERY = new Set<string>([...PAGE_QUERY_PARAMS, '_routes', 'index', 'paths', 'version']);

/**
 * What a page is rendered from: the path and the first value of each parameter pages read (they read no other),
 * sorted by name, so `?anything=N` or `?q=a&q=N` neither changes the page nor makes a new cache entry to render.
 */
export function renderedTarget(originalUrl: string): string {
  const mark = originalUrl.indexOf('?');
  if (mark === -1) return originalUrl;
  const given = new URLSearchParams(originalUrl.slice(mark + 1));
  const query = new URLSearchParams();
  for (const name of [...RENDERED_QUERY].sort()) {
    const value = given.get(name);
    if (value !== null) query.set(name, value);
  }
  const kept = query.toString();
  return kept ? `${originalUrl.slice(0, mark)}?${kept}` : originalUrl.slice(0, mark);
}

/**
 * The origin a page names itself by: SITE_URL when set, whatever Host the request carries (a foreign Host must not
 * reach canonical links, Open Graph, JSON-LD, the sitemap or robots.txt); the request's own without it (development).
 */
function originOf(req: Request, siteUrl: string | null): string {
  return siteUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/**
 * The Fetch request React Router renders, from Express's (only GET and HEAD reach it: the site has no actions), at
 * `origin`: the pages read the site's address from its URL.
 */
function fetchRequestOf(req: Request, origin: string, target: string): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return new globalThis.Request(`${origin}${target}`, {
    // HEAD renders the GET page (sent without its body): the cache holds one page for both.
    method: 'GET',
    headers,
  });
}

/**
 * The page React Router rendered, cut where its nonce goes, and whether the cache may keep it (under `version`).
 * `apiFailed` is asked once the whole body is read: loaders (deferred data included) have all settled by then.
 */
async function renderedPage(
  response: globalThis.Response,
  slot: string,
  version: string | undefined,
  apiFailed: () => boolean,
) {
  const body = NoncedBody.cut(Buffer.from(await response.arrayBuffer()), slot);
  const headers = [...response.headers.entries()].filter(([name]) => name !== 'content-length' && name !== 'etag');
  const degraded = apiFailed();
  const keep = version !== undefined && isCacheable({ status: response.status, headers, degraded });
  const page: RenderedPage = { status: response.status, headers, body, etag: etagOf(body), degraded };
  return { page, keep };
}

function send(
  req: Request,
  res: Response,
  page: RenderedPage,
  cacheState: 'HIT' | 'MISS' | 'BYPASS' | 'STALE' | 'PREVIEW',
) {
  res.status(page.status);
  for (const [name, value] of page.headers) res.append(name, value);
  res.setHeader('X-Page-Cache', cacheState);
  if (cacheState === 'STALE') res.setHeader(CONTENT_STALE_HEADER, '1');
  // Defaults in place of what the API failed to give: the browser must not keep this page, nor be told by a 304
  // that the page it holds is current (no ETag), so its next visit asks again, as the server renders again.
  if (page.degraded) res.setHeader('Cache-Control', 'no-store');
  // A preview shows what the public must not see yet: kept nowhere, indexed by no search engine.
  const preview = cacheState === 'PREVIEW';
  if (preview) res.setHeader('Cache-Control', PREVIEW_CACHE_CONTROL).setHeader('X-Robots-Tag', 'noindex');
  if (page.status >= 300 && page.status < 400) return res.end();
  if (!page.degraded && !preview) res.setHeader('ETag', page.etag);
  // Pages change with content, never on a timer: the browser revalidates every time and mostly gets a 304.
  if (!res.getHeader('cache-control')) res.setHeader('Cache-Control', 'no-cache');
  if (!page.degraded && !preview && page.status === 200 && matchesEtag(req.headers['if-none-match'], page.etag)) {
    // The browser keeps the page it has, and the nonce in it: a policy with a new nonce would replace the stored
    // one where browsers update it from a 304 (Firefox, Safari) and block that page's scripts.
    res.removeHeader('Content-Security-Policy');
    return res.status(304).end();
  }
  // The nonce of this response's CSP header (security-headers.ts), in place of the slot the page rendered with;
  // `compression` (see renderWithCache) encodes what is sent.
  const nonce = cspNonce(res);
  res.setHeader('Content-Length', page.body.lengthWith(nonce));
  return req.method === 'HEAD' ? res.end() : page.body.endWith(res, nonce);
}

/**
 * A kept page answered while the database is down, marked `X-Content-Stale: 1`; sent as a degraded page (no-store, no
 * ETag), so the browser asks again and gets the current page once the database is back.
 */
function sendStale(req: Request, res: Response, page: RenderedPage) {
  return send(req, res, { ...page, degraded: true }, 'STALE');
}

/**
 * Every page response is compressed anew (it carries its own nonce): the fastest settings, which cost a fraction of
 * the defaults for a page a few percent larger (docs/decisions/016-public-page-nonce.md).
 */
const PER_RESPONSE_COMPRESSION: compression.CompressionOptions = {
  level: zlib.Z_BEST_SPEED,
  brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } },
};

/**
 * Renders public pages, keeping each finished page for the current content version (see PageCache), with an
 * ETag and 304s, compressed per response by the stock `compression` middleware (each response carries its own
 * nonce: docs/decisions/016-public-page-nonce.md). The key holds everything a page depends on: the origin it names
 * (`siteUrl`, or the request's host without it), path and the query parameters pages read (renderedTarget), and
 * whether a crawler asks (crawlers get errors as plain text). A request under a valid preview grant (`previews`) is
 * rendered for itself, never kept nor answered from the cache.
 */
export function renderWithCache(
  render: RenderRequest,
  runtimeSettings: RuntimeSettings,
  version: ContentVersionSource | undefined,
  cache = new PageCache(),
  previews?: PreviewReader,
  siteUrl: string | null = null,
  warn: (message: string) => void = console.warn,
): RequestHandler {
  const slot = nonceSlot();
  /** React Router's response for `target`, and whether an API call failed while it rendered. */
  const renderFor = async (req: Request, target: string, preview?: PagePreview) => {
    let failed = false;
    const context: PublicLoadContext = {
      runtimeSettings,
      apiOrigin: `http://127.0.0.1:${req.socket.localPort}`,
      nonce: slot,
      onApiFailure: () => {
        failed = true;
      },
      warn,
      visitor: sealVisitor(visitorOfRequest(req)),
      ...(preview ? { preview } : {}),
    };
    const response = await render(fetchRequestOf(req, originOf(req, siteUrl), target), context);
    return { response, apiFailed: () => failed };
  };
  const router = express.Router();
  router.use(compression(PER_RESPONSE_COMPRESSION));
  router.use(previewEntry(previews));
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return res.status(405).setHeader('Allow', 'GET, HEAD').type('text/plain; charset=utf-8').send('不支持的请求方法');
    }
    const target = renderedTarget(req.originalUrl);
    const key = `${originOf(req, siteUrl)}|${isbot(req.get('user-agent')) ? 'bot' : 'person'}|${target}`;
    const preview = pagePreviewOf(req, previews);
    void (async () => {
      if (preview) {
        const rendered = await renderFor(req, target, preview);
        return send(
          req,
          res,
          (await renderedPage(rendered.response, slot, undefined, rendered.apiFailed)).page,
          'PREVIEW',
        );
      }
      const current = version ? await version().catch(() => undefined) : undefined;
      const cached = current === undefined ? undefined : cache.get(key, current);
      if (cached) return send(req, res, cached, 'HIT');
      // The content version cannot be read (the database is down): the page last kept, if any, without rendering.
      const stale = version && current === undefined ? cache.last(key) : undefined;
      if (stale) return sendStale(req, res, stale);
      const { response, apiFailed } = await renderFor(req, target);
      const { page, keep } = await renderedPage(response, slot, current, apiFailed);
      if (keep && current !== undefined) cache.set(key, current, page);
      // The API answered 503 (its database went away since the version was read): the page last kept beats the 503.
      const last = page.status === 503 ? cache.last(key) : undefined;
      if (last) return sendStale(req, res, last);
      send(req, res, page, keep ? 'MISS' : 'BYPASS');
    })().catch(next);
  });
  return router;
}

/** The public site's server rendering at /, with its static assets. */
export async function publicSite(
  paths: PublicSitePaths,
  config: Pick<AppConfig, 'nodeEnv' | 'siteUrl'>,
  settings: Omit<RuntimeSettings, 'buildId'>,
  logger: Pick<Logger, 'warn'>,
  contentVersion?: ContentVersionSource,
  previews?: PreviewReader,
): Promise<RequestHandler> {
  if (!existsSync(paths.publicServerEntry)) {
    logger.warn(`未找到公开站点的构建（${paths.publicServerEntry}）：公开页面暂不可用，请先运行 npm run build。`);
    return notBuilt('公开站点');
  }
  // Both are ESM: native import() (backend compiles to CommonJS with module node16, which keeps import() as is).
  const build = (await import(pathToFileURL(paths.publicServerEntry).href)) as ServerBuild;
  // React Router from the build's own entry (frontend-public/app/entry.server.tsx), so from the copy the build uses,
  // and the load context under the build's `siteContext` (React Router's middleware-era context).
  const { createRequestHandler, RouterContextProvider, siteContext } = build.entry.module as unknown as PublicEntry;
  const handler = createRequestHandler(build, config.nodeEnv === 'production' ? 'production' : 'development');
  const render: RenderRequest = (request, context) =>
    handler(request, new RouterContextProvider(new Map([[siteContext, context]])));
  const runtimeSettings: RuntimeSettings = { ...settings, buildId: build.assets.version };
  const router = express.Router();
  router.use(builtFiles(paths.publicClientDir));
  // A hashed asset that is not there (an old page after a deploy) is a plain 404, not a rendered page.
  router.use('/assets', (_req, res) => res.status(404).type('text/plain; charset=utf-8').send('文件不存在'));
  router.use(
    renderWithCache(render, runtimeSettings, contentVersion, undefined, previews, config.siteUrl, (message) =>
      logger.warn(message),
    ),
  );
  return router;
}
