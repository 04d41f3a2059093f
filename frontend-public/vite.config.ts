import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    // The contract's TypeScript source, bundled into the server build (no dependency on libs/contract/dist).
    alias: { '@site/contract': fileURLToPath(new URL('../libs/contract/src/index.ts', import.meta.url)) },
  },
});
