import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { precompressRemaining } from './precompress';

export default {
  // Every page is rendered on the server: crawlers get the full HTML with the SEO title, description and keywords.
  ssr: true,
  appDirectory: 'app',
  // build/server/index.js is mounted by the all-in-one server (backend/src/server/public-site.ts); build/client is static.
  // PUBLIC_BUILD_DIRECTORY: scripts/production-builds.test.mjs builds elsewhere, leaving this build alone.
  buildDirectory: process.env.PUBLIC_BUILD_DIRECTORY || 'build',
  // The whole route manifest ships with the page (a dozen routes): no `/__manifest` calls, so an exported
  // copy of the site (npm run export) navigates on a static file host too.
  routeDiscovery: { mode: 'initial' },
  // The route manifest is written after the client build compressed its files: compressed here (precompress.ts).
  buildEnd: async ({ reactRouterConfig }) => {
    await precompressRemaining(join(reactRouterConfig.buildDirectory, 'client'));
  },
} satisfies Config;
