// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { showFailureOnPlay } from './failure-state';

/** A player's markup with a video whose `error` the test sets. */
function player() {
  const container = document.createElement('div');
  container.innerHTML =
    '<div class="dplayer-video-wrap"><video></video></div><button class="dplayer-play-icon"></button>';
  document.body.append(container);
  const video = container.querySelector('video') as HTMLVideoElement;
  let error: MediaError | null = null;
  Object.defineProperty(video, 'error', { get: () => error });
  video.load = vi.fn();
  const fail = (code: number) => {
    error = { code } as MediaError;
    video.dispatchEvent(new Event('error'));
  };
  return { container, video, fail, heal: () => (error = null) };
}

const failure = (container: HTMLElement) => container.querySelector('.player-failure');

describe('showFailureOnPlay', () => {
  it('says nothing while nobody asked to play, then what failed and a retry once play is pressed', () => {
    const { container, video, fail } = player();
    const play = vi.fn();
    showFailureOnPlay(container, video, play);
    fail(4);
    expect(failure(container)).toBeNull();
    container.querySelector<HTMLButtonElement>('.dplayer-play-icon')?.click();
    expect(failure(container)?.getAttribute('role')).toBe('alert');
    expect(failure(container)?.textContent).toContain('视频文件不存在，或浏览器不支持它的格式。');
    // It stays: another press shows the same one state, not a second.
    container.querySelector<HTMLButtonElement>('.dplayer-play-icon')?.click();
    expect(container.querySelectorAll('.player-failure')).toHaveLength(1);
  });

  it('retries: the video loads again and plays; a second failure shows the state again', () => {
    const { container, video, fail, heal } = player();
    const play = vi.fn();
    const { requestPlay } = showFailureOnPlay(container, video, play);
    requestPlay();
    fail(2);
    expect(failure(container)?.textContent).toContain('网络错误');
    heal();
    failure(container)?.querySelector('button')?.click();
    expect([vi.mocked(video.load).mock.calls.length, play.mock.calls.length]).toEqual([1, 1]);
    expect(failure(container)).toBeNull();
    fail(2);
    expect(failure(container)).not.toBeNull();
  });
});
