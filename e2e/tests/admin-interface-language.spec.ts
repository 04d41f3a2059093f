import { expect, test, type Page } from '@playwright/test';
import { AdminCall } from '@site/contract';
import { LANGUAGE_SWITCH_TIMEOUT, rowWith, screenshot, signInAsAdmin, toast } from '../support/admin-pages';
import { PNG_1X1 } from '../support/admin-files';
import { adminSession } from '../support/public-content';

test.beforeEach(async ({ page, isMobile }) => {
  await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1440, height: 900 });
});

/** Switches the interface to `language` (its name in the language switch) from Chinese. */
async function chooseLanguage(page: Page, language: string, lang: string) {
  await page.getByRole('button', { name: '简体中文' }).click();
  await page.getByRole('menuitem', { name: language }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang, { timeout: LANGUAGE_SWITCH_TIMEOUT });
}

/** The menu entries whose label does not fit (cut off or hidden): none should be. */
const cutMenuLabels = (page: Page) =>
  page.locator('.RaMenuItemLink-root').evaluateAll((links) =>
    links
      .filter((link) => {
        const menu = link.closest('.MuiDrawer-paper') ?? link.parentElement!;
        // The label's ellipsis (text-overflow) sits on the element holding its text: a pixel cut is a cut label.
        const cut = [link, ...link.querySelectorAll('*')].some((part) => part.scrollWidth > part.clientWidth);
        return cut || link.getBoundingClientRect().right > menu.getBoundingClientRect().right + 1;
      })
      .map((link) => link.textContent ?? ''),
  );

for (const [language, lang] of [
  ['Svenska', 'sv'],
  ['Polski', 'pl'],
  ['English', 'en'],
]) {
  test(`in ${language} every menu label is shown whole`, async ({ page, isMobile }, testInfo) => {
    await signInAsAdmin(page, isMobile);
    if (isMobile) await expect(page.getByRole('menuitem', { name: '新闻' })).toBeHidden();
    await chooseLanguage(page, language, lang);
    if (isMobile) await page.getByRole('button', { name: /^(Open menu|Öppna menyn|Otwórz menu)$/ }).click();
    await expect(page.locator('.RaMenuItemLink-root').first()).toBeVisible();
    expect(await page.locator('.RaMenuItemLink-root').count()).toBeGreaterThan(10);
    expect(await cutMenuLabels(page)).toEqual([]);
    await screenshot(page, testInfo, `menu-${lang}`);
  });
}

test('in Swedish the editor’s toolbar and its upload messages are Swedish', async ({ page, isMobile }, testInfo) => {
  await signInAsAdmin(page, isMobile);
  await chooseLanguage(page, 'Svenska', 'sv');
  await page.goto('/adm/news/create');
  const toolbar = page.locator('.ql-toolbar').first();
  await expect(toolbar.locator('button.ql-bold')).toHaveAttribute('title', 'Fet');
  await expect(toolbar.locator('button.ql-list[value="ordered"]')).toHaveAttribute('title', 'Numrerad lista');
  await expect(toolbar.locator('.ql-align .ql-picker-label')).toHaveAttribute('aria-label', 'Justering');
  // The pickers' words are drawn by CSS (`::before`), from the editor's labels in the interface language.
  const drawn = (selector: string) =>
    toolbar.locator(selector).evaluate((element) => getComputedStyle(element, '::before').content);
  expect(await drawn('.ql-header .ql-picker-label')).toBe('"Normal"');
  await toolbar.locator('.ql-header .ql-picker-label').click();
  expect(await drawn('.ql-header .ql-picker-item[data-value="2"]')).toBe('"Rubrik 2"');
  expect(await drawn('.ql-size .ql-picker-item[data-value="huge"]')).toBe('"Mycket stor"');
  await screenshot(page, testInfo, 'editor-header-picker-sv');
  await page.keyboard.press('Escape');

  const chooser = page.waitForEvent('filechooser');
  await toolbar.locator('button.ql-image').click();
  await (await chooser).setFiles({ ...PNG_1X1, name: `sv-${testInfo.project.name}-${Date.now()}.png` });
  await expect(toast(page, 'Uppladdad')).toBeVisible();
  await expect(page.locator('.ql-editor img')).toHaveCount(1);
  await screenshot(page, testInfo, 'editor-sv');
});

test('image groups are named in the interface language, not by their stored key', async ({
  page,
  request,
  isMobile,
}, testInfo) => {
  const api = await adminSession(request);
  const image = await api.upload<string>(AdminCall.UPLOAD_PIC, {
    file: { ...PNG_1X1, name: `group-${testInfo.project.name}-${Date.now()}.png` },
  });
  const title = `E2E 分组 ${testInfo.project.name} ${Date.now()}`;
  const saved = await api.call<{ id: number }>(AdminCall.SAVE_IMG, { group: 'partner', title, image, status: 0 });
  try {
    await signInAsAdmin(page, isMobile);
    await page.goto('/adm/img_list');
    await expect(rowWith(page, title)).toContainText('合作伙伴');
    await expect(rowWith(page, title)).not.toContainText('partner');
    await screenshot(page, testInfo, 'image-groups-zh');
  } finally {
    await api.call(AdminCall.DEL_IMG, { id: saved.id });
  }
});
