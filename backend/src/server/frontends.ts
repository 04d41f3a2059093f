import { existsSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Logger } from '@nestjs/common';
import express, { type RequestHandler, type Response } from 'express';
import type { AppConfig } from '../config/app-config';

/** The repository root: this file sits at backend/src/server (ts-jest) or backend/dist/server (built). */
const REPO_ROOT = resolve(__dirname, '..', '..', '..');

/** Paths the API owns; the front ends never answer them. */
const BACKEND_PATH = /^\/(api|uploads)(\/|$)/;

const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface FrontendPaths {
  /** frontend-admin/dist: the Vite build of the back office (base /adm/). */
  adminDist: string;
  /** frontend-public/build/server/index.js: the React Router server build (ESM). */
  publicServerEntry: string;
  /** frontend-public/build/client: its browser assets. */
  publicClientDir: string;
}

export function frontendPaths(rootDir: string = REPO_ROOT): FrontendPaths {
  return {
    adminDist: join(rootDir, 'frontend-admin', 'dist'),
    publicServerEntry: join(rootDir, 'frontend-public', 'build', 'server', 'index.js'),
    publicClientDir: join(rootDir, 'frontend-public', 'build', 'client'),
  };
}

/** The part of the Nest (Express) application this needs; an Express app fits too (tests). */
export interface MiddlewareHost {
  use(handler: RequestHandler): unknown;
}

/**
 * The all-in-one server's two front ends beside the API: the back office SPA at /adm/ and the public
 * site's server rendering at /. Call before `app.init()`, so these run before Nest's router and
 * not-found handler; /api/ and /uploads/ pass straight through to Nest.
 * A missing build logs one warning and answers its paths with a page saying to build; the API still works.
 */
export async function mountFrontends(
  app: MiddlewareHost,
  config: Pick<AppConfig, 'nodeEnv'>,
  paths: FrontendPaths = frontendPaths(),
): Promise<void> {
  const logger = new Logger('Frontends');
  const router = express.Router();
  router.use('/adm', redirectBareAdm, adminSite(paths.adminDist, logger));
  router.use(await publicSite(paths, config, logger));
  app.use((req, res, next) => (BACKEND_PATH.test(req.path) ? next() : router(req, res, next)));
}

/** `/adm` → `/adm/`, so the SPA's relative URLs and Vite's base line up. */
const redirectBareAdm: RequestHandler = (req, res, next) => {
  const [path, query] = splitUrl(req.originalUrl);
  if (path === '/adm') return res.redirect(301, `/adm/${query}`);
  next();
};

function adminSite(distDir: string, logger: Logger): RequestHandler {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) {
    logger.warn(`未找到管理后台的构建（${indexHtml}）：/adm/ 暂不可用，请先运行 npm run build。`);
    return notBuilt('管理后台');
  }
  const router = express.Router();
  router.use(express.static(distDir, { index: false, redirect: false, setHeaders: cacheFor(join(distDir, 'assets')) }));
  // Client-side routes (/adm/login, /adm/news...) get the SPA; a missing file (a stale chunk) gets a real 404.
  router.use((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return res.status(405).setHeader('Allow', 'GET, HEAD').end();
    if (extname(req.path)) return res.status(404).type('text/plain; charset=utf-8').send('文件不存在');
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return router;
}

async function publicSite(paths: FrontendPaths, config: Pick<AppConfig, 'nodeEnv'>, logger: Logger) {
  if (!existsSync(paths.publicServerEntry)) {
    logger.warn(`未找到公开站点的构建（${paths.publicServerEntry}）：公开页面暂不可用，请先运行 npm run build。`);
    return notBuilt('公开站点');
  }
  // Both are ESM: native import() (backend compiles to CommonJS with module node16, which keeps import() as is).
  const { createRequestHandler } = await import('@react-router/express');
  const build = (await import(pathToFileURL(paths.publicServerEntry).href)) as Parameters<
    typeof createRequestHandler
  >[0]['build'];
  const assetsDir = join(paths.publicClientDir, 'assets');
  const router = express.Router();
  router.use(express.static(paths.publicClientDir, { index: false, redirect: false, setHeaders: cacheFor(assetsDir) }));
  // A hashed asset that is not there (an old page after a deploy) is a plain 404, not a rendered page.
  router.use('/assets', (_req, res) => res.status(404).type('text/plain; charset=utf-8').send('文件不存在'));
  router.use(createRequestHandler({ build, mode: config.nodeEnv === 'production' ? 'production' : 'development' }));
  return router;
}

/** Hashed files under `assetsDir` never change; everything else is revalidated. */
function cacheFor(assetsDir: string) {
  return (res: Response, filePath: string) => {
    res.setHeader('Cache-Control', filePath.startsWith(assetsDir + sep) ? IMMUTABLE : 'no-cache');
  };
}

function notBuilt(name: string): RequestHandler {
  const page = `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${name}尚未构建</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.6">
<h1>${name}尚未构建</h1>
<p>请在项目根目录运行 <code>npm run build</code>，然后重新启动服务器。</p>
<p>API 不受影响：<a href="/api/docs">/api/docs</a></p>
</body>
</html>
`;
  return (_req, res) => {
    res.status(503).setHeader('Cache-Control', 'no-store');
    res.type('html').send(page);
  };
}

function splitUrl(url: string): [string, string] {
  const index = url.indexOf('?');
  return index === -1 ? [url, ''] : [url.slice(0, index), url.slice(index)];
}
