import { expect, test } from '@playwright/test';

test('the API documentation renders Swagger UI', async ({ page }) => {
  await page.goto('/api/docs');

  await expect(page.locator('.swagger-ui .info .title')).toContainText('Corporate site API');
  // The operations come from the generated OpenAPI document, so the API is really behind it.
  await expect(page.locator('.opblock-summary-path[data-path="/api/adm/login"]')).toBeVisible();
});
