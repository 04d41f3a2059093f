import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { frontendPaths } from '../../src/server/frontends';

/**
 * Whether what a spec needs from `npm run build` is there. A developer running one spec before a build gets those
 * tests skipped with a warning; in CI (`CI` set, as `.ci/run` sets it) a missing build fails the run, where a skip
 * would have passed it with nothing tested.
 */
export function isBuilt(what: string, paths: string[]): boolean {
  const missing = paths.filter((path) => !existsSync(path));
  if (!missing.length) return true;
  const message = `${what} needs npm run build first: ${missing.join(', ')} is missing`;
  if (process.env.CI) throw new Error(message);
  console.warn(`${message}; its tests of the built server are skipped`);
  return false;
}

/** The public site's server-rendering bundle. */
export const publicSiteBuilt = (what: string) => isBuilt(what, [frontendPaths().publicServerEntry]);

/** Both front ends: the public site's bundle and the back office's index.html. */
export const frontEndsBuilt = (what: string) =>
  isBuilt(what, [frontendPaths().publicServerEntry, join(frontendPaths().adminDist, 'index.html')]);
