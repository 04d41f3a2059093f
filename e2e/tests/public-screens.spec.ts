import { join } from 'node:path';
import { atVisitorSize, expect, test } from '../support/fixtures';
import { publicPages } from '../support/public-pages';

/** Screenshots of every public page at 1440×900 (desktop) and 390×844 (phone), kept as test artefacts. */
const SCREEN_DIR = join(import.meta.dirname, '..', 'test-results', 'screenshots');

test('screenshots of every public page', async ({ page, content, isMobile }, testInfo) => {
  await atVisitorSize(page, isMobile);
  test.setTimeout(120_000);
  const pages = [
    ...publicPages(content),
    { name: 'not-found', path: '/no-such-page', heading: '页面不存在', text: '' },
  ];
  for (const entry of pages) {
    await page.goto(entry.path);
    await expect(page.getByRole('heading', { level: 1, name: entry.heading }).first()).toBeAttached();
    // Lazy pictures load once scrolled to: scroll through the page first.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        // Two frames: the browser sees what came into view, and starts the lazy pictures there.
        for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(SCREEN_DIR, `${testInfo.project.name}-${entry.name}.png`), fullPage: true });
  }
});
