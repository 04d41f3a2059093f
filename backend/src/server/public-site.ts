import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from '@nestjs/common';
import type { RuntimeSettings } from '@site/contract';
import express, { type RequestHandler } from 'express';
import type { AppConfig } from '../config/app-config';
import { cacheFor, notBuilt } from './frontend-files';

export interface PublicSitePaths {
  /** frontend-public/build/server/index.js: the React Router server build (ESM). */
  publicServerEntry: string;
  /** frontend-public/build/client: its browser assets. */
  publicClientDir: string;
}

/** What every loader and action of the public site receives as `context` (a type: React Router indexes it by string). */
export type PublicLoadContext = { runtimeSettings: RuntimeSettings };

/** The public site's server rendering at /, with its static assets. */
export async function publicSite(
  paths: PublicSitePaths,
  config: Pick<AppConfig, 'nodeEnv'>,
  settings: Omit<RuntimeSettings, 'buildId'>,
  logger: Pick<Logger, 'warn'>,
): Promise<RequestHandler> {
  if (!existsSync(paths.publicServerEntry)) {
    logger.warn(`未找到公开站点的构建（${paths.publicServerEntry}）：公开页面暂不可用，请先运行 npm run build。`);
    return notBuilt('公开站点');
  }
  // Both are ESM: native import() (backend compiles to CommonJS with module node16, which keeps import() as is).
  const { createRequestHandler } = await import('@react-router/express');
  type ServerBuild = Parameters<typeof createRequestHandler>[0]['build'];
  const build = (await import(pathToFileURL(paths.publicServerEntry).href)) as ServerBuild & {
    assets: { version: string };
  };
  const loadContext: PublicLoadContext = { runtimeSettings: { ...settings, buildId: build.assets.version } };
  const assetsDir = join(paths.publicClientDir, 'assets');
  const router = express.Router();
  router.use(express.static(paths.publicClientDir, { index: false, redirect: false, setHeaders: cacheFor(assetsDir) }));
  // A hashed asset that is not there (an old page after a deploy) is a plain 404, not a rendered page.
  router.use('/assets', (_req, res) => res.status(404).type('text/plain; charset=utf-8').send('文件不存在'));
  router.use(
    createRequestHandler({
      build,
      mode: config.nodeEnv === 'production' ? 'production' : 'development',
      getLoadContext: () => loadContext,
    }),
  );
  return router;
}
