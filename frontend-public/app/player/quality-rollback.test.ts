// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DPlayer from 'dplayer';
import { mountPlayer } from './mount';
import { playerPreferences } from './options';
import { qualityFailedNotice, type SwitchablePlayer } from './quality-rollback';

// The real DPlayer 1.27 in jsdom: the watch depends on its internals, so a fake player would prove nothing.
const QUALITIES = [
  { name: '标清', url: '/uploads/course-sd.mp4' },
  { name: '高清', url: '/uploads/missing-hd.mp4' },
];

/** jsdom has no media playback: the element keeps the time and the paused state a test gives it. */
function mediaState(video: HTMLVideoElement, { time = 0, paused = true } = {}) {
  Object.defineProperty(video, 'currentTime', { configurable: true, writable: true, value: time });
  Object.defineProperty(video, 'paused', { configurable: true, writable: true, value: paused });
}

function fail(video: HTMLVideoElement) {
  // MEDIA_ERR_SRC_NOT_SUPPORTED, what Chromium reports for a 404.
  Object.defineProperty(video, 'error', { configurable: true, value: { code: 4 } });
  video.dispatchEvent(new Event('error'));
}

const busSize = (player: SwitchablePlayer) =>
  Object.values(player.events.events).reduce((sum, list) => sum + (list?.length ?? 0), 0);

// jsdom has no `innerText`, which DPlayer writes its notices with.
if (!('innerText' in HTMLElement.prototype)) {
  Object.defineProperty(HTMLElement.prototype, 'innerText', {
    configurable: true,
    get(this: HTMLElement) {
      return this.textContent;
    },
    set(this: HTMLElement, text: string) {
      this.textContent = text;
    },
  });
}

let container: HTMLDivElement;
let player: SwitchablePlayer;
let unmount: () => void;

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  container = document.createElement('div');
  document.body.append(container);
  const preferences = { ...playerPreferences({}), danmaku: false };
  const mounted = mountPlayer(
    container,
    { url: '', danmakuId: 'news-1', quality: QUALITIES, defaultQuality: 0 },
    '/api',
    'secret',
    preferences,
  );
  player = mounted.player as unknown as SwitchablePlayer;
  unmount = mounted.destroy;
});

afterEach(() => {
  unmount();
  container.remove();
  vi.restoreAllMocks();
});

const videos = () => [...container.querySelectorAll('video')];
const notices = () => [...container.querySelectorAll('.dplayer-notice')].map((notice) => notice.textContent);

describe('restoreQualityOnFailure', () => {
  it('goes back to the previous quality, its element and its time when the new source fails', () => {
    const first = player.video;
    mediaState(first, { time: 12.5, paused: true });
    const handlers = busSize(player);

    player.switchQuality(1);
    // DPlayer's own notices: the seek of the new element to the current time, and "switching" until it is ready.
    expect(notices()).toEqual(['快进 13 秒', '正在切换至 高清 画质']);
    expect(player.switchingQuality).toBe(true);
    expect(videos()).toHaveLength(2);
    const next = player.video;
    expect(next.getAttribute('src')).toBe('/uploads/missing-hd.mp4');

    fail(next);

    expect(player.switchingQuality).toBe(false);
    expect(player.video).toBe(first);
    expect(videos()).toEqual([first]);
    expect(player.qualityIndex).toBe(0);
    expect(player.quality).toEqual(QUALITIES[0]);
    expect(player.template.qualityButton.textContent).toBe('标清');
    expect(first.currentTime).toBe(12.5);
    // The switching notice becomes the failure notice; DPlayer's generic "video failed" one never shows.
    expect(notices()).toEqual(['快进 13 秒', qualityFailedNotice('标清')]);
    expect(qualityFailedNotice('标清')).toBe('画质切换失败，已恢复为 标清');
    // Nothing of the failed element is left listening.
    expect(busSize(player)).toBe(handlers);
  });

  it('plays on when the video was playing, and the next switch works again', () => {
    const first = player.video;
    mediaState(first, { time: 3, paused: false });
    const play = vi.spyOn(player, 'play');

    player.switchQuality(1);
    fail(player.video);
    expect(play).toHaveBeenCalledTimes(1);
    expect(player.qualityIndex).toBe(0);

    // Not stuck in "switching": DPlayer accepts the next switch.
    player.switchQuality('1');
    expect(player.switchingQuality).toBe(true);
    expect(player.video).not.toBe(first);
  });

  it('leaves a switch that succeeded alone, even when its video fails later', () => {
    const first = player.video;
    mediaState(first, { time: 0 });
    player.switchQuality(1);
    const next = player.video;
    mediaState(next, { time: 0 });
    next.dispatchEvent(new Event('canplay'));
    expect(player.switchingQuality).toBe(false);
    expect(videos()).toEqual([next]);

    fail(next);
    expect(player.video).toBe(next);
    expect(player.qualityIndex).toBe(1);
    expect(player.template.qualityButton.textContent).toBe('高清');
  });

  it('ignores a switch to the quality already playing', () => {
    const first = player.video;
    player.switchQuality(0);
    expect(player.video).toBe(first);
    expect(player.switchingQuality).toBeFalsy();
  });
});

describe('DPlayer 1.27 without the watch (DIYgod/DPlayer#876, decision 085)', () => {
  it('fails once DPlayer itself goes back to the previous quality after a failed switch: then delete the watch', () => {
    const stock = document.createElement('div');
    document.body.append(stock);
    const bare = new DPlayer({ container: stock, video: { quality: QUALITIES, defaultQuality: 0 } });
    const plain = bare as unknown as SwitchablePlayer;
    plain.switchQuality(1);
    const next = plain.video;
    fail(next);
    // Half way back (its PR #1112): the previous element and index again, but the failed name left on the button
    // and the generic "video failed" notice shown, though the video plays on.
    expect(plain.video).not.toBe(next);
    expect(plain.qualityIndex).toBe(0);
    expect(plain.template.qualityButton.textContent).toBe('高清');
    bare.destroy();
    stock.remove();
  });
});
