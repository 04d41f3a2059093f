import { expect, test } from '@playwright/test';
import { homeSeo, siteName } from '../support/env';

test.describe('public site', () => {
  test('the home page arrives server-rendered, in Chinese, with its SEO entry', async ({ request }) => {
    const response = await request.get('/');

    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    // The HTML source itself, before any script runs: what a crawler reads.
    expect(html).toMatch(/^<!DOCTYPE html><html lang="zh-CN">/i);
    expect(html).toContain(`<title>${homeSeo.title}</title>`);
    expect(html).toContain(`<meta name="description" content="${homeSeo.description}"/>`);
    expect(html).toContain(`<meta name="keywords" content="${homeSeo.keywords}"/>`);
    expect(html).toContain(`<h1>${siteName.value}</h1><p>${homeSeo.description}</p>`);
    expect(html).toMatch(new RegExp(`<a class="site-brand" href="/"[^>]*>${siteName.value}</a>`));
    for (const [href, label] of [
      ['/', '首页'],
      ['/news', '新闻动态'],
      ['/join', '加入我们'],
    ]) {
      expect(html).toMatch(new RegExp(`<a [^>]*href="${href}"[^>]*>${label}</a>`));
    }
  });

  test('the home page works in the browser, menu included', async ({ page }) => {
    await page.goto('/');

    await expect(page).toHaveTitle(homeSeo.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(siteName.value);
    const menu = page.getByRole('navigation', { name: '主导航' });
    await expect(menu.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link')).toHaveCount(8);
    await expect(page.getByRole('contentinfo')).toContainText(`${siteName.value} 版权所有`);
  });

  test('an unknown path answers 404 with "Page not found: {path}"', async ({ page, request }) => {
    const path = '/no-such-dir/no-such-page';
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain(`Page not found: ${path}`);

    await page.goto(path);
    await expect(page.getByText(`Page not found: ${path}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  });

  test('a menu entry without its page yet shows the 404 after a client-side navigation too', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '新闻动态' }).click();

    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByText('Page not found: /news', { exact: true })).toBeVisible();
  });
});
