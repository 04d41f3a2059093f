/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // Served by the all-in-one server under /adm/ (backend/src/server/frontends.ts).
  base: '/adm/',
  plugins: [react()],
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
  },
});
