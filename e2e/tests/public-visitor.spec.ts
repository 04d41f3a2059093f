import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { atVisitorSize, expect, test } from '../support/fixtures';
import { CONTENT } from '../support/public-content';

/** Screenshots of what these tests look at, kept as test artefacts (both projects: 1440×900 and 390×844). */
const SCREEN_DIR = join(import.meta.dirname, '..', 'test-results', 'screenshots');

test.beforeEach(({ page, isMobile }) => atVisitorSize(page, isMobile));

/** WCAG's contrast ratio of two `rgb(…)` colours. */
function contrast(foreground: string, background: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((value) => {
      const channel = Number(value) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Lengths of an address-like text, written into each of the element's text boxes in turn (the page's real styles
 * and widths), at which a line holds one character alone.
 */
function loneCharacterLengths(footer: Locator): Promise<string[]> {
  return footer.evaluate((root) => {
    const sample = '上海市浦东新区张江高科技园区示例路一号楼二层东侧办公区，近地铁二号线张江高科站三号出口';
    const lonely: string[] = [];
    const range = document.createRange();
    for (const box of root.querySelectorAll<HTMLElement>('dd, p')) {
      const original = box.textContent;
      for (let length = 1; length <= sample.length; length += 1) {
        box.textContent = sample.slice(0, length);
        const text = box.firstChild!;
        const lines = new Map<number, number>();
        for (let index = 0; index < length; index += 1) {
          range.setStart(text, index);
          range.setEnd(text, index + 1);
          const top = Math.round(range.getBoundingClientRect().top);
          lines.set(top, (lines.get(top) ?? 0) + 1);
        }
        if (lines.size > 1 && [...lines.values()].includes(1))
          lonely.push(`${box.className || box.tagName}: ${length}`);
      }
      box.textContent = original;
    }
    return lonely;
  });
}

async function shoot(page: Page, name: string, project: string) {
  await page.screenshot({ path: join(SCREEN_DIR, `${project}-${name}.png`) });
}

test.describe('public site: the home banner carousel', () => {
  /** The picture of each slide the browser has fetched (its `<img>` finished with a real image). */
  const loadedSlides = (page: Page) =>
    page
      .locator('.banner img')
      .evaluateAll((images: HTMLImageElement[]) => images.map((image) => image.complete && image.naturalWidth > 0));
  const current = (page: Page) => page.locator('.carousel-dot[aria-current="true"]');

  test.beforeEach(async ({ page, content: _stored }) => {
    // Autoplay would move the slides under the test's feet: the visitor here asks for reduced motion.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.locator('.carousel.is-ready')).toBeVisible();
  });

  test('arrows and dots by mouse; each slide shows its picture once shown', async ({ page }, testInfo) => {
    const dots = page.locator('.carousel-dot');
    await expect(dots).toHaveCount(CONTENT.banners.length);
    await expect(current(page)).toHaveAccessibleName(/^第 1 张/);

    await page.getByRole('button', { name: '下一张' }).click();
    await expect(current(page)).toHaveAccessibleName(/^第 2 张/);
    const second = page.locator('.banner').nth(1);
    await expect(second).toBeInViewport({ ratio: 0.9 });
    await expect(second).toHaveAttribute('aria-hidden', 'false');
    await expect.poll(async () => (await loadedSlides(page))[1]).toBe(true);
    await shoot(page, 'home-carousel-slide-2', testInfo.project.name);

    await dots.nth(3).click();
    await expect(current(page)).toHaveAccessibleName(/^第 4 张/);
    await expect(page.locator('.banner').nth(3)).toBeInViewport({ ratio: 0.9 });
    await expect.poll(async () => (await loadedSlides(page))[3]).toBe(true);

    // It loops: next from the last is the first, previous from the first the last.
    await page.getByRole('button', { name: '下一张' }).click();
    await expect(current(page)).toHaveAccessibleName(/^第 1 张/);
    await page.getByRole('button', { name: '上一张' }).click();
    await expect(current(page)).toHaveAccessibleName(/^第 4 张/);
  });

  test('the arrow keys move it once focus is inside', async ({ page }) => {
    await page.getByRole('button', { name: '下一张' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(current(page)).toHaveAccessibleName(/^第 2 张/);
    await page.keyboard.press('ArrowRight');
    await expect(current(page)).toHaveAccessibleName(/^第 3 张/);
    await page.keyboard.press('ArrowLeft');
    await expect(current(page)).toHaveAccessibleName(/^第 2 张/);
    // Tab and Enter on a dot, as any button.
    await page.locator('.carousel-dot').nth(3).focus();
    await page.keyboard.press('Enter');
    await expect(current(page)).toHaveAccessibleName(/^第 4 张/);
  });

  test('a swipe to the left shows the next slide, to the right the previous one', async ({ page, isMobile }) => {
    const box = (await page.locator('.banner-viewport').boundingBox())!;
    const y = box.y + box.height / 3;
    const swipe = async (from: number, to: number) => {
      if (isMobile) {
        // A finger: touch events through the DevTools protocol, as a phone sends them.
        const cdp = await page.context().newCDPSession(page);
        const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
          cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
        await touch('touchStart', from);
        for (let step = 1; step <= 8; step += 1) await touch('touchMove', from + ((to - from) * step) / 8);
        await touch('touchEnd', to);
      } else {
        await page.mouse.move(from, y);
        await page.mouse.down();
        await page.mouse.move(to, y, { steps: 8 });
        await page.mouse.up();
      }
    };
    await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2);
    await expect(current(page)).toHaveAccessibleName(/^第 2 张/);
    await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8);
    await expect(current(page)).toHaveAccessibleName(/^第 1 张/);
  });

  test('it plays by itself, and stops while pointed at or focused', async ({ page, isMobile }) => {
    test.skip(isMobile, 'hover is a mouse thing; the phone project checks the rest');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.reload();
    await expect(page.locator('.carousel.is-ready')).toBeVisible();
    // The page's own clock, run forward: autoplay's delay passes without waiting for it.
    await page.clock.install();
    await page.reload();
    await expect(page.locator('.carousel.is-ready')).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(6_500);
    await expect(current(page)).toHaveAccessibleName(/^第 2 张/);

    await page.locator('.banner-viewport').hover();
    await page.clock.runFor(20_000);
    await expect(current(page)).toHaveAccessibleName(/^第 2 张/);

    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: '上一张' }).focus();
    await page.clock.runFor(20_000);
    await expect(current(page)).toHaveAccessibleName(/^第 2 张/);
  });
});

test.describe('public site: video players inline', () => {
  test('the 0.5× speed is reached by clicking, outside fullscreen, on a news page and on course cards', async ({
    page,
    content,
  }, testInfo) => {
    for (const path of [`/detail/${content.videoNewsId}`, '/education']) {
      await page.goto(path);
      const player = page.locator('.dplayer').first();
      await player.scrollIntoViewIfNeeded();
      await expect(player).toBeVisible();
      await player.hover();
      await player.locator('.dplayer-setting-icon').click();
      await player.locator('.dplayer-setting-speed').click();
      const half = player.locator('.dplayer-setting-speed-item[data-speed="0.5"]');
      // The panel grows in (a transition): measure it once it stands still.
      await player
        .locator('.dplayer-setting-box')
        .evaluate((box) => Promise.all(box.getAnimations().map((animation) => animation.finished)));
      await half.scrollIntoViewIfNeeded();
      // Within the player's box (not clipped off by its rounded frame), and the element at that point.
      const frame = (await page.locator('.video-player').first().boundingBox())!;
      const item = (await half.boundingBox())!;
      expect(item.y).toBeGreaterThanOrEqual(frame.y);
      expect(item.y + item.height).toBeLessThanOrEqual(frame.y + frame.height);
      await shoot(page, `speed-panel${path === '/education' ? '-course' : ''}`, testInfo.project.name);
      await half.click();
      expect(await player.locator('video').evaluate((video: HTMLVideoElement) => video.playbackRate)).toBe(0.5);
      expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
    }
  });

  test("when the player's code cannot load, one toast for the page and the posters stay clear", async ({
    page,
  }, testInfo) => {
    await page.route(/\/assets\/mount-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/education');
    const failed = page.getByRole('alert').filter({ hasText: '页面部分内容加载失败' });
    // The first failure reloads the page once (DeploymentWatcher); after it, the visitor is told.
    await expect(failed).toHaveCount(1, { timeout: 20_000 });
    // Every player reaches for its code: each scrolled into view fails too, and still one toast.
    const facades = page.locator('.video-facade');
    await expect(facades).toHaveCount(2);
    for (const facade of await facades.all()) await facade.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await expect(failed).toHaveCount(1);
    await expect(page.locator('.video-facade').first()).toBeVisible();
    await shoot(page, 'education-player-failed', testInfo.project.name);
  });
});

test.describe('public site: the phone menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu folds on a phone only');

  const menu = (page: Page) => page.locator('details.mobile-menu');
  const open = async (page: Page) => {
    await page.locator('summary[aria-label="菜单"]').click();
    await expect(menu(page)).toHaveAttribute('open', '');
  };

  test('closes on a tap on an entry (the current page too), on Escape, and on a tap outside it', async ({
    page,
  }, testInfo) => {
    await page.goto('/news');
    // Hydrated: the menu's own handlers are in.
    await page.waitForLoadState('networkidle');
    await open(page);
    await shoot(page, 'phone-menu', testInfo.project.name);
    await page.getByRole('navigation', { name: '移动端导航' }).getByRole('link', { name: '新闻动态' }).click();
    await expect(menu(page)).not.toHaveAttribute('open', '');

    await open(page);
    await page.keyboard.press('Escape');
    await expect(menu(page)).not.toHaveAttribute('open', '');
    await expect(page.locator('summary[aria-label="菜单"]')).toBeFocused();

    await open(page);
    await page.locator('.footer-legal p').first().click();
    await expect(menu(page)).not.toHaveAttribute('open', '');
  });
});

test.describe('public site: the home banner without JavaScript', () => {
  test('shows no arrows or dots, which would do nothing there', async ({ browser, content: _stored }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('.banner').first()).toBeVisible();
    for (const control of ['.carousel-arrow', '.carousel-dot'])
      await expect(page.locator(control).first()).toBeHidden();
    await context.close();
  });
});

test.describe('public site: details a visitor notices', () => {
  test('the big "404" reads at 4.5:1 or more', async ({ page }) => {
    await page.goto('/no-such-page');
    const code = page.locator('.notice-code');
    await expect(code).toHaveText('404');
    const [colour, background] = await code.evaluate((element) => {
      let node: Element | null = element;
      let back = 'rgba(0, 0, 0, 0)';
      while (node && /rgba\(0, 0, 0, 0\)|transparent/.test(back)) {
        back = getComputedStyle(node).backgroundColor;
        node = node.parentElement;
      }
      return [getComputedStyle(element).color, /rgba\(0, 0, 0, 0\)/.test(back) ? 'rgb(255, 255, 255)' : back];
    });
    expect(contrast(colour, background)).toBeGreaterThanOrEqual(4.5);
  });

  test('phone numbers dial: tel: links in the footer and on the home page', async ({ page }) => {
    await page.goto('/');
    for (const area of [page.locator('.site-footer'), page.locator('.contact-grid')]) {
      await expect(area.getByRole('link', { name: CONTENT.hotline })).toHaveAttribute('href', 'tel:4000000000');
      await expect(area.getByRole('link', { name: CONTENT.phone })).toHaveAttribute('href', 'tel:02160000000');
    }
  });

  test('no character wraps alone in the footer, whatever the length of its texts', async ({ page }, testInfo) => {
    await page.goto('/');
    const footer = page.locator('.site-footer');
    await footer.scrollIntoViewIfNeeded();
    await footer.screenshot({ path: join(SCREEN_DIR, `${testInfo.project.name}-footer.png`) });
    expect(await loneCharacterLengths(footer)).toEqual([]);
  });

  test('a scrollable code block is reached by keyboard and named', async ({ page, content }) => {
    await page.goto(`/detail/${content.richNewsId}`);
    const block = page.locator('.rich pre').first();
    await expect(block).toHaveAttribute('tabindex', '0');
    await expect(block).toHaveAccessibleName(/代码/);
    await block.focus();
    await expect(block).toBeFocused();
  });
});
