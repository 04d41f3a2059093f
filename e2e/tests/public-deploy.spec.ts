import { expect, test } from '../support/fixtures';

test.describe('public site: deployments', () => {
  test('a new build offers a reload in a toast', async ({ page }) => {
    const newBuild = { id: 'a-newer-build' };
    await page.route('**/builds/latest.json', (route) => route.fulfill({ json: newBuild }));
    await page.route(`**/builds/meta/${newBuild.id}.json`, (route) =>
      route.fulfill({ json: { ...newBuild, prerendered: [] } }),
    );
    await page.goto('/news');

    const toast = page.getByRole('status').filter({ hasText: '网站已发布新版本' });
    await expect(toast).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await toast.getByRole('button', { name: '立即刷新' }).click();
    await reloaded;
  });

  test('the build being served offers nothing', async ({ page }) => {
    const checked = page.waitForResponse('**/builds/latest.json');
    await page.goto('/news');
    const latest = (await (await checked).json()) as { id: string };
    const meta = await page.locator('meta[name="site-runtime-settings"]').getAttribute('content');
    expect(JSON.parse(meta ?? '{}').buildId).toBe(latest.id);
    await expect(page.getByText('网站已发布新版本')).toHaveCount(0);
  });

  test('a lazy chunk that fails reloads the page once; a second failure within 10 s only tells the visitor', async ({
    page,
    content,
  }) => {
    await page.route(/\/assets\/mount-[^/]+\.js$/, (route) => route.abort());
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    const path = `/detail/${content.videoNewsId}`;
    await page.goto(path);

    await expect(page.getByRole('alert').filter({ hasText: '页面部分内容加载失败' })).toBeVisible();
    expect(documents).toBe(2);
    const guard = await page.evaluate((key) => sessionStorage.getItem(key), `chunk-reload:${path}`);
    expect(Number(guard)).toBeGreaterThan(0);
  });
});
