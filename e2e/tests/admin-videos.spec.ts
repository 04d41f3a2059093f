import { expect, test } from '@playwright/test';
import { AdminCall, type VideoItem } from '@site/contract';
import { FIRST_SCREEN_TIMEOUT, screenshot, signInAsAdmin } from '../support/admin-pages';
import { adminApi, sendDanmaku } from '../support/api';

test.beforeEach(async ({ page, isMobile }) => {
  await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1440, height: 900 });
});

test('视频与弹幕 lists the videos with their danmaku, and the dashboard counts the same videos', async ({
  page,
  request,
  isMobile,
}, testInfo) => {
  const call = await adminApi(request);
  const title = `E2E 视频 ${testInfo.project.name} ${Date.now()}`;
  const news = await call<{ id: number }>(AdminCall.SAVE_NEWS, {
    title,
    video: 'https://video.example.com/e2e.mp4',
    status: 0,
  });
  try {
    await sendDanmaku(request, { id: `news-${news.id}`, text: 'E2E 弹幕' });
    const videos = await call<VideoItem[]>(AdminCall.GET_VIDEO_LIST);

    await signInAsAdmin(page, isMobile);
    await page.goto('/adm/');
    await expect(page.getByTestId('count-plugin')).toHaveText(String(videos.length), {
      timeout: FIRST_SCREEN_TIMEOUT,
    });
    await page.goto('/adm/plugin');
    await expect(page.getByRole('heading', { name: `视频（${videos.length} 个）` })).toBeVisible({
      timeout: FIRST_SCREEN_TIMEOUT,
    });
    const entry = page.getByRole('link', { name: new RegExp(title) });
    await expect(entry).toContainText('1 条弹幕');
    await screenshot(page, testInfo, 'videos-and-danmaku');
    await entry.click();
    await expect(page.getByText('E2E 弹幕').first()).toBeVisible();
  } finally {
    await call(AdminCall.DEL_NEWS, { id: news.id });
  }
});
