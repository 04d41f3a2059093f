import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { dplayerStyles } from './dplayer-styles';
import { PRECOMPRESSED } from './precompress';

/** The public site's own modules and the contract: what the `shared` chunk may hold. */
const SHARED_SOURCE =
  /[\\/](frontend-public[\\/]app[\\/](components|lib|deploy|notify)|libs[\\/]contract[\\/]src)[\\/]/;
/**
 * React DOM's client, the scheduler and React Router's entry that hydrates with them: left in `entry.client`, which the
 * page imports after the routes' modules. In the framework chunk, which the routes import, evaluating all of React
 * DOM and starting to hydrate made one long task after the first paint (Lighthouse's blocking time up to 0.5 s).
 */
const HYDRATION_SOURCE =
  /[\\/]node_modules[\\/](react-dom[\\/](client|cjs[\\/]react-dom-client)|scheduler[\\/]|@react-router[\\/]dev[\\/])/;
/** The video player's modules: only the pages with a video load them. */
const PLAYER_SOURCE = /[\\/]frontend-public[\\/]app[\\/](player[\\/]|components[\\/]VideoPlayer)/;

export default defineConfig(({ command }) => {
  // A build is a production build whatever NODE_ENV the shell has (see frontend-admin/vite.config.ts).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [
      reactRouter(),
      // DPlayer's styles minified and without the source maps its build would write into every page with a video.
      dplayerStyles(),
      // Brotli and gzip files beside each browser asset (not the server build), sent as they are by the server.
      {
        ...compression({ include: PRECOMPRESSED }),
        applyToEnvironment: (environment) => environment.name === 'client',
      },
    ],
    // The browser's chunks (decision 102). Left to itself, Rolldown gave every module two routes share a chunk of its
    // own: the home page preloaded 22 scripts, most under 1 KB, which over HTTP/1.1's six connections per host queue
    // a round trip each and kept the page's first paint and largest picture waiting (Lighthouse mobile 94). What the
    // routes load at start from node_modules (React, React Router) goes into one chunk, React DOM's client stays in
    // the entry, and the site's own modules two or more routes load at start go into another; the player and
    // everything loaded on demand (the carousel's Embla, the toasts, DPlayer) keep their own chunks. Rolldown's
    // runtime (its helpers for CommonJS modules, 0.3 KB) is a chunk of its own, which no group can take.
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // Vite's helper for dynamic imports, which the root loads, rides with them.
                  {
                    name: 'framework',
                    test: (id) =>
                      /[\\/]node_modules[\\/]|vite[\\/]preload-helper/.test(id) && !HYDRATION_SOURCE.test(id),
                    tags: ['$initial'],
                  },
                  {
                    name: 'shared',
                    test: (id) => SHARED_SOURCE.test(id) && !PLAYER_SOURCE.test(id),
                    tags: ['$initial'],
                    minShareCount: 2,
                  },
                ],
              },
            },
          },
        },
      },
    },
    resolve: {
      // The contract's TypeScript source, bundled into the server build (no dependency on libs/contract/dist).
      alias: { '@site/contract': fileURLToPath(new URL('../libs/contract/src/index.ts', import.meta.url)) },
    },
  };
});
