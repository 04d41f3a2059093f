// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { usePlainStrings } from './plain-strings';

describe('usePlainStrings', () => {
  it("rewrites DPlayer's stock labels, drops its menu's links off the site and the notices the site replaces", async () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<div class="dplayer-setting-loop"><span class="dplayer-label">洗脑循环</span></div>' +
      '<div class="dplayer-menu"><div class="dplayer-menu-item"><a>视频统计信息</a></div>' +
      '<div class="dplayer-menu-item"><a href="https://diygod.me">关于作者</a></div>' +
      '<div class="dplayer-menu-item"><a href="https://github.com/MoePlayer/DPlayer">DPlayer v1.27.1</a></div></div>' +
      '<div class="dplayer-notice-list"></div>';
    const stop = usePlainStrings(container);
    expect(container.querySelector('.dplayer-label')?.textContent).toBe('循环播放');
    expect([...container.querySelectorAll('.dplayer-menu-item')].map((item) => item.textContent)).toEqual([
      '视频统计信息',
    ]);

    const list = container.querySelector('.dplayer-notice-list') as HTMLElement;
    for (const text of ['视频加载失败', '要输入弹幕内容啊喂！', '快进 5 秒']) {
      const notice = document.createElement('div');
      notice.className = 'dplayer-notice';
      notice.innerText = text;
      notice.textContent = text;
      list.append(notice);
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([...list.children].map((notice) => notice.textContent)).toEqual(['请输入弹幕内容', '快进 5 秒']);
    stop();
  });
});
