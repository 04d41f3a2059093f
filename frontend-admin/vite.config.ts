/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { DEV_API_TOKEN_SECRET } from '@site/contract';

export default defineConfig({
  // Served by the all-in-one server under /adm/ (backend/src/server/frontends.ts).
  base: '/adm/',
  plugins: [react()],
  resolve: {
    // The contract's TypeScript source, so the bundle never depends on libs/contract having been built.
    alias: { '@site/contract': fileURLToPath(new URL('../libs/contract/src/index.ts', import.meta.url)) },
  },
  define: {
    // The hourly token's secret is public by design (api-contract.md): it deters scraping, it is not auth.
    // Build with the same API_TOKEN_SECRET the server runs with.
    __API_TOKEN_SECRET__: JSON.stringify(process.env.API_TOKEN_SECRET || DEV_API_TOKEN_SECRET),
  },
  server: {
    // `npm run dev` here, with the API on :3000.
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
  build: { outDir: 'dist', emptyOutDir: true },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test-setup.ts'],
  },
});
