import { test as base, type Page } from '@playwright/test';
import { AdminCall, type AdminCallName } from '@site/contract';
import { adminApi } from './api';
import { publicContent, type PublicContent } from './public-content';

export type AdminCaller = Awaited<ReturnType<typeof adminApi>>;

/**
 * The project's test:
 * - `content` is the content every public spec reads (stored once per run through the admin API, see
 *   public-content.ts), one worker-wide fixture instead of a `beforeAll` in each spec;
 * - `adminCall` is an admin caller (support/api.ts) whose new news items go to 最近删除 when the test ends, passed or
 *   not: left on the site, they would push the seeded news the public specs look for onto later pages.
 */
export const test = base.extend<{ adminCall: AdminCaller }, { content: PublicContent }>({
  adminCall: async ({ request }, use) => {
    const call = await adminApi(request);
    const created: number[] = [];
    const tracking = async <T>(name: AdminCallName, body: object = {}): Promise<T> => {
      const data = await call<T>(name, body);
      if (name === AdminCall.SAVE_NEWS && !('id' in body)) created.push((data as { id: number }).id);
      return data;
    };
    await use(Object.assign(tracking, { envelope: call.envelope }));
    if (created.length) await call(AdminCall.DEL_NEWS, { ids: created });
  },
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
