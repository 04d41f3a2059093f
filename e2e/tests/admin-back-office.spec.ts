import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { screenshot, signIn } from '../support/admin-pages';
import { admin } from '../support/env';

/** Every admin route of the spec (list and create), in the menu's order. */
const SCREENS = ['news', 'case', 'img_list', 'history', 'about', 'download', 'download_cate', 'seo', 'set', 'admin'];

// Issue 22's widths: a desktop and a phone.
test.beforeEach(async ({ page, isMobile }) => {
  await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1440, height: 900 });
});

/** Signs in from the login page and waits for the dashboard (the token is stored by then). */
async function signedIn(page: Page) {
  await page.goto('/adm/login');
  await signIn(page, admin.username, admin.password);
  await expect(page.getByText(/欢迎回来/)).toBeVisible({ timeout: 15_000 });
}

/** Serious and critical axe-core violations on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('signed out, a screen goes straight to the login page; after sign-in Back leaves the back office', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const entries = await page.evaluate(() => history.length);
  await page.goto('/adm/news');
  await expect(page).toHaveURL(/\/adm\/login$/);
  await expect(page.locator('input[name="username"]')).toBeVisible();
  // No shell was shown, and /adm/news was replaced rather than followed by login pages.
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);
  await screenshot(page, testInfo, 'login');

  await signIn(page, admin.username, admin.password);
  await expect(page).toHaveURL(/\/adm\/news$/);
  await page.goBack();
  await expect(page).not.toHaveURL(/\/adm\/login/);
  await expect(page.locator('input[name="password"]')).toHaveCount(0);
});

test('the language switch sets <html lang>, and Polish is drawn in a Latin face, not the CJK one', async ({ page }) => {
  await signedIn(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.getByRole('button', { name: '简体中文' }).click();
  await page.getByRole('menuitem', { name: 'Polski' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');

  // The same Polish words in the page's font, in a Latin face and in Noto Sans CJK: the page's must be the Latin.
  const widths = await page.evaluate(() => {
    const measure = (font: string) => {
      const span = document.createElement('span');
      span.textContent = 'Zażółć gęślą jaźń — Ćwiczenie';
      span.style.font = `16px ${font}`;
      span.style.position = 'absolute';
      document.body.append(span);
      const width = span.getBoundingClientRect().width;
      span.remove();
      return width;
    };
    const pageFont = getComputedStyle(document.querySelector('.MuiTypography-root') ?? document.body).fontFamily;
    return {
      page: measure(pageFont),
      latin: measure('"Liberation Sans", "DejaVu Sans"'),
      cjk: measure('"Noto Sans CJK SC"'),
    };
  });
  expect(widths.page).toBeCloseTo(widths.latin, 0);
  expect(Math.abs(widths.page - widths.cjk)).toBeGreaterThan(1);

  // Back to Chinese for the tests after this one (react-admin keeps the choice).
  await page.getByRole('button', { name: 'Polski' }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('the SEO keywords hint is in the chosen language', async ({ page }) => {
  await signedIn(page);
  await page.goto('/adm/seo/create');
  await expect(page.getByText('用英文逗号分隔')).toBeVisible();
  await page.getByRole('button', { name: '简体中文' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByText('Separate with commas')).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('the editor: link without a selection says so, code block and inline code look apart', async ({ page }) => {
  await signedIn(page);
  await page.goto('/adm/news/create');
  const toolbar = page.locator('.ql-toolbar').first();
  await expect(toolbar).toBeVisible({ timeout: 15_000 });
  expect(await toolbar.locator('button.ql-code').first().innerHTML()).not.toBe(
    await toolbar.locator('button.ql-code-block').first().innerHTML(),
  );
  await page.locator('.ql-editor').first().click();
  await toolbar.locator('button.ql-link').first().click();
  await expect(page.locator('.notistack-SnackbarContainer').getByText('请先选中要加链接的文字')).toBeVisible();
});

test('no serious or critical accessibility violation on any admin screen', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await page.goto('/adm/login');
  await expect(page.locator('input[name="username"]')).toBeVisible();
  const found: string[] = (await seriousViolations(page)).map((line) => `/adm/login ${line}`);
  await signIn(page, admin.username, admin.password);
  await expect(page.getByText(/欢迎回来/)).toBeVisible({ timeout: 15_000 });
  found.push(...(await seriousViolations(page)).map((line) => `/adm/ ${line}`));
  for (const resource of [...SCREENS, 'plugin']) {
    await page.goto(`/adm/${resource}`);
    await expect(page.locator('.RaList-main, .RaEmpty-root').first()).toBeVisible({ timeout: 15_000 });
    found.push(...(await seriousViolations(page)).map((line) => `/adm/${resource} ${line}`));
    if (resource === 'plugin') continue;
    await page.goto(`/adm/${resource}/create`);
    await expect(page.getByRole('button', { name: '保存' })).toBeVisible({ timeout: 15_000 });
    found.push(...(await seriousViolations(page)).map((line) => `/adm/${resource}/create ${line}`));
  }
  await testInfo.attach('axe', { body: found.join('\n') || 'none', contentType: 'text/plain' });
  expect(found).toEqual([]);
});
