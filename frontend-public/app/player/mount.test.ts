// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

vi.mock('dplayer', () => ({ default: class {} }));
const { labelControls } = await import('./mount');

describe('labelControls', () => {
  it('names icon buttons after their balloon and turns javascript: links into buttons', () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<button data-balloon="发送弹幕"></button><button data-balloon="设置" aria-label="已有"></button>' +
      '<button class="dplayer-mobile-play"></button><button class="dplayer-icon dplayer-volume-icon"></button>' +
      '<a href="javascript:void(0);">关于</a><a href="/ok">链接</a>';
    labelControls(container);
    const [send, settings, play, volume] = container.querySelectorAll('button');
    expect(send.getAttribute('aria-label')).toBe('发送弹幕');
    expect(play.getAttribute('aria-label')).toBe('播放');
    expect(volume.getAttribute('aria-label')).toBe('静音');
    expect(settings.getAttribute('aria-label')).toBe('已有');
    const [about, ok] = container.querySelectorAll('a');
    expect([about.hasAttribute('href'), about.getAttribute('role'), about.tabIndex]).toEqual([false, 'button', 0]);
    expect(ok.getAttribute('href')).toBe('/ok');
  });
});
