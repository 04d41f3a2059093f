import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Apart from vite.config.ts so the React Router plugin (which builds the whole app) stays out of unit tests.
export default defineConfig({
  resolve: {
    alias: { '@site/contract': fileURLToPath(new URL('../libs/contract/src/index.ts', import.meta.url)) },
  },
  // allowOnly: a focused test fails the run, on a laptop as in CI (Vitest allows one outside CI by default).
  test: { include: ['app/**/*.test.{ts,tsx}', '*.test.ts'], environment: 'node', allowOnly: false },
});
