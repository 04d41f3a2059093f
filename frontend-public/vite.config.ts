import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { dplayerStyles } from './dplayer-styles';
import { PRECOMPRESSED } from './precompress';

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
    resolve: {
      // The contract's TypeScript source, bundled into the server build (no dependency on libs/contract/dist).
      alias: { '@site/contract': fileURLToPath(new URL('../libs/contract/src/index.ts', import.meta.url)) },
    },
  };
});
