import { test as base } from '@playwright/test';
import { publicContent, type PublicContent } from './public-content';

/**
 * The public-site family's test: `content` is the content every public spec reads (stored once per run through the
 * admin API, see public-content.ts), one worker-wide fixture instead of a `beforeAll` in each spec.
 */
export const test = base.extend<object, { content: PublicContent }>({
  content: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      try {
        await use(await publicContent(request));
      } finally {
        await request.dispose();
      }
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
