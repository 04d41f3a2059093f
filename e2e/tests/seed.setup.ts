import { AdminCall } from '@site/contract';
import { test as setup } from '@playwright/test';
import { adminApi } from '../support/api';
import { homeSeo, siteName } from '../support/env';

setup('store the site name and the home page SEO entry through the admin API', async ({ request }) => {
  const call = await adminApi(request);
  await call(AdminCall.SAVE_SET, siteName);
  await call(AdminCall.SAVE_SEO, homeSeo);
});
