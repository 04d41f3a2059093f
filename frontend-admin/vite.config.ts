/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig(({ command }) => {
  // A build is a production build whatever NODE_ENV the shell has: Vite would otherwise bundle development
  // React (with absolute source paths) when the shell says `development`. Set here, Vite reads it next.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    // Served by the all-in-one server under /adm/ (backend/src/server/frontends.ts).
    base: '/adm/',
    // Brotli and gzip files beside each asset; the server sends them as they are (backend/src/server/static-assets.ts).
    // Not index.html: the server adds this deployment's settings to it when serving.
    plugins: [react(), compression({ include: /\.(js|mjs|css|svg|json)$/ })],
    resolve: {
      // The contract's TypeScript source, so the bundle never depends on libs/contract having been built.
      alias: { '@site/contract': fileURLToPath(new URL('../libs/contract/src/index.ts', import.meta.url)) },
    },
    server: {
      // `npm run dev` here, with the API on :3000.
      proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
    },
    build: { outDir: 'dist', emptyOutDir: true },
    test: {
      environment: 'jsdom',
      setupFiles: ['src/test-setup.ts'],
      // A focused test fails the run, on a laptop as in CI (Vitest allows one outside CI by default).
      allowOnly: false,
    },
  };
});
