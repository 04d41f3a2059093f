import type { RuntimeSettings } from '@site/contract';

/**
 * What the all-in-one server (backend/src/server/public-site.ts) hands every loader: settings that
 * depend on the deployment rather than on the build, so one build runs under any API_TOKEN_SECRET.
 */
declare module 'react-router' {
  interface AppLoadContext {
    runtimeSettings?: RuntimeSettings;
  }
}

export {};
