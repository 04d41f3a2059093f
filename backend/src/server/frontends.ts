import { join, resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import { API_PREFIX } from '@site/contract';
import express, { type RequestHandler } from 'express';
import type { AppConfig } from '../config/app-config';
import { adminSite } from './admin-site';
import { contentVersionOf, publicSite, type PublicSitePaths } from './public-site';
import { previewReaderOf } from './public-site-preview';

/** The repository root: this file sits at backend/src/server (ts-jest) or backend/dist/server (built). */
const REPO_ROOT = resolve(__dirname, '..', '..', '..');

/** Paths the API owns; the front ends never answer them. */
const BACKEND_PATH = /^\/(api|uploads)(\/|$)/;

export interface FrontendPaths extends PublicSitePaths {
  /** frontend-admin/dist: the Vite build of the back office (base /adm/). */
  adminDist: string;
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
 * Both receive this deployment's runtime settings when served, never from their build.
 * A missing build logs one warning and answers its paths with a page saying to build; the API still works.
 */
export async function mountFrontends(
  app: MiddlewareHost,
  config: Pick<AppConfig, 'nodeEnv' | 'apiTokenSecret' | 'siteUrl'>,
  paths: FrontendPaths = frontendPaths(),
): Promise<void> {
  const logger = new Logger('Frontends');
  const settings = { apiBase: API_PREFIX, tokenSecret: config.apiTokenSecret };
  const router = express.Router();
  router.use('/adm', redirectBareAdm, adminSite(paths.adminDist, settings, logger));
  router.use(await publicSite(paths, config, settings, logger, contentVersionOf(app), previewReaderOf(app)));
  app.use((req, res, next) => (BACKEND_PATH.test(req.path) ? next() : router(req, res, next)));
}

/** `/adm` → `/adm/`, so the SPA's relative URLs and Vite's base line up. */
const redirectBareAdm: RequestHandler = (req, res, next) => {
  const [path, query] = splitUrl(req.originalUrl);
  if (path === '/adm') return res.redirect(301, `/adm/${query}`);
  next();
};

function splitUrl(url: string): [string, string] {
  const index = url.indexOf('?');
  return index === -1 ? [url, ''] : [url.slice(0, index), url.slice(index)];
}
