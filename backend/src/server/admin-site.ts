import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Logger } from '@nestjs/common';
import { runtimeSettingsMetaTag, type RuntimeSettings } from '@site/contract';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { builtFiles, notBuilt } from './frontend-files';

/**
 * The back office SPA (frontend-admin/dist, Vite base /adm/). Its index.html gets this deployment's
 * runtime settings as a meta tag, so one build runs under any API_TOKEN_SECRET.
 */
export function adminSite(
  distDir: string,
  settings: Omit<RuntimeSettings, 'buildId'>,
  logger: Pick<Logger, 'warn'>,
): RequestHandler {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    logger.warn(`未找到管理后台的构建（${indexFile}）：/adm/ 暂不可用，请先运行 npm run build。`);
    return notBuilt('管理后台');
  }
  const indexHtml = withRuntimeSettings(readFileSync(indexFile, 'utf8'), settings);
  const router = express.Router();
  const files = builtFiles(distDir);
  // index.html is the SPA's page below, with the settings: never the file as built.
  router.use((req, res, next) => (isIndex(req) ? next() : files(req, res, next)));
  router.use(spa);
  return router;

  // Client-side routes (/adm/login, /adm/news...) get the SPA; a missing file (a stale chunk) gets a real 404.
  function spa(req: Request, res: Response) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return res.status(405).setHeader('Allow', 'GET, HEAD').end();
    if (extname(req.path) && !isIndex(req)) return res.status(404).type('text/plain; charset=utf-8').send('文件不存在');
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(indexHtml);
  }
}

function isIndex(req: Request): boolean {
  return req.path === '/index.html';
}

/** The build id is the index page's own hash: it names the hashed chunks, so it changes with every build. */
export function withRuntimeSettings(indexHtml: string, settings: Omit<RuntimeSettings, 'buildId'>): string {
  const buildId = createHash('sha256').update(indexHtml).digest('hex').slice(0, 16);
  const tag = runtimeSettingsMetaTag({ ...settings, buildId });
  return indexHtml.includes('</head>') ? indexHtml.replace('</head>', `${tag}\n</head>`) : `${tag}\n${indexHtml}`;
}
