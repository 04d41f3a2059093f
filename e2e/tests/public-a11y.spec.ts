import AxeBuilder from '@axe-core/playwright';
import { atVisitorSize, expect, test } from '../support/fixtures';
import { publicPages } from '../support/public-pages';

/** What axe-core calls serious or critical: what keeps someone from using the page. */
const BLOCKING = new Set(['serious', 'critical']);

test.describe('public site: accessibility (axe-core)', () => {
  test('every public route, at 1440×900 and 390×844: no serious or critical violation', async ({
    page,
    content,
    isMobile,
  }) => {
    // axe reads each page whole: thirteen pages take minutes on a busy machine.
    test.setTimeout(400_000);
    await atVisitorSize(page, isMobile);
    const pages = [...publicPages(content), { name: 'not-found', path: '/no-such-page' }];
    const found: string[] = [];
    for (const entry of pages) {
      await page.goto(entry.path);
      // Once hydrated and the lazy parts (the player, the carousel) are in: what a visitor meets.
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const violation of violations.filter((item) => BLOCKING.has(item.impact ?? ''))) {
        const where = violation.nodes.map((node) => node.target.join(' ')).slice(0, 5);
        found.push(`${entry.path}: ${violation.id} (${violation.impact}) ${violation.help} — ${where.join(', ')}`);
      }
    }
    expect(found).toEqual([]);
  });
});
