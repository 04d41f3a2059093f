import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { AdminCall } from '@site/contract';
import { FIRST_SCREEN_TIMEOUT, screenshot, signIn } from '../support/admin-pages';
import { admin } from '../support/env';
import { adminSession, noisyPng } from '../support/public-content';

/** Signs in from the login page and waits for the dashboard (the token is stored by then). */
async function signedIn(page: Page) {
  await page.goto('/adm/login');
  await signIn(page, admin.username, admin.password);
  await expect(page.getByText(/欢迎回来/)).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
}

/** The number of lines each element's text is laid out on (the distinct tops of its text's boxes). */
const linesOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      return { text: element.textContent, lines: tops.size };
    }),
  );

test.describe('the back office at the sizes between phone and desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'window widths are set on the desktop project');

  for (const width of [800, 1200]) {
    test(`at ${width} px the menu drawer is closed on a first visit, and opens from the menu button`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signedIn(page);
      const menu = page.getByRole('menuitem', { name: '新闻' });
      await expect(menu).toBeHidden();
      await page.locator('.RaAppBar-menuButton').click();
      await expect(menu).toBeVisible();
    });
  }
});

test('the media library’s kind filters keep each label on one line', async ({ page, isMobile }, testInfo) => {
  await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1440, height: 900 });
  await signedIn(page);
  await page.goto('/adm/news/create');
  await page.getByRole('button', { name: '媒体库' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: '全部' })).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  const labels = await linesOf(page, '[role="dialog"] .MuiToggleButton-root');
  expect(labels.length).toBeGreaterThan(1);
  expect(labels.filter(({ lines }) => lines !== 1)).toEqual([]);
  await screenshot(page, testInfo, 'media-library-filters');
});

test('on a phone the app-bar title ends before the language switcher', async ({ page, isMobile }, testInfo) => {
  test.skip(!isMobile, 'the phone layout');
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page);
  // The longest titles: a create form of a long resource name.
  await page.goto('/adm/download_cate/create');
  const title = page.locator('#react-admin-title');
  await expect(title).not.toBeEmpty({ timeout: FIRST_SCREEN_TIMEOUT });
  const switcher = page.getByRole('button', { name: '简体中文' });
  const [titleBox, switcherBox] = [await title.boundingBox(), await switcher.boundingBox()];
  expect(titleBox && switcherBox && titleBox.x + titleBox.width <= switcherBox.x + 0.5).toBe(true);
  // What does not fit ends in an ellipsis instead of running on.
  expect(await title.evaluate((element) => getComputedStyle(element).textOverflow)).toBe('ellipsis');
  await screenshot(page, testInfo, 'app-bar-title');
});

test('the editor’s attachment button is an SVG paperclip, no emoji', async ({ page }) => {
  await signedIn(page);
  await page.goto('/adm/news/create');
  const button = page.locator('.ql-toolbar').first().locator('button.ql-file');
  await expect(button).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  await expect(button.locator('svg')).toHaveCount(1);
  expect(await button.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
});

test('list thumbnails download the small .w320.webp variant, not the original', async ({
  page,
  request,
  adminCall,
}) => {
  const { upload } = await adminSession(request);
  const original = noisyPng(1200, 900);
  const cover = await upload<string>(AdminCall.UPLOAD_PIC, {
    file: { name: 'photo.png', mimeType: 'image/png', buffer: original },
  });
  const title = `缩略图新闻 ${test.info().project.name} ${Date.now() % 1e6}`;
  await adminCall(AdminCall.SAVE_NEWS, { title, summary: '缩略图', content: '<p>正文</p>', cover, status: 1 });

  const images: { url: string; bytes: number }[] = [];
  page.on('requestfinished', async (finished) => {
    if (finished.resourceType() !== 'image' || !finished.url().includes('/uploads/')) return;
    images.push({ url: finished.url(), bytes: (await finished.sizes()).responseBodySize });
  });
  await signedIn(page);
  await page.goto(`/adm/news?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`);
  const stem = cover.replace(/\.png$/, '');
  await expect.poll(() => images.find(({ url }) => url.includes(stem)), { timeout: FIRST_SCREEN_TIMEOUT }).toBeTruthy();
  const ofCover = images.filter(({ url }) => url.includes(stem));
  expect(ofCover.map(({ url }) => new URL(url).pathname)).toEqual(ofCover.map(() => `${stem}.w320.webp`));
  // What the page downloaded for the thumbnail, against the 3 MB original.
  for (const { bytes } of ofCover) expect(bytes).toBeLessThan(original.length / 10);
  expect(ofCover.every(({ bytes }) => bytes > 0)).toBe(true);
});
