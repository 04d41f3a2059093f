import { test as base, type Page } from '@playwright/test';
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

/** The widths the public site is checked at: a desktop's 1440×900 and a phone's 390×844 (the phone project). */
export function atVisitorSize(page: Page, isMobile: boolean): Promise<void> {
  return page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1440, height: 900 });
}
