// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { runtimeSettingsMetaTag } from '@site/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoPlayer } from './VideoPlayer';

/** The mounted player's stand-in: puts a <video> into the box, as DPlayer does, and records the plays asked for. */
const { mountPlayer, played } = vi.hoisted(() => {
  const played = { count: 0 };
  const mountPlayer = vi.fn((box: HTMLElement) => {
    box.append(document.createElement('video'));
    return { requestPlay: () => (played.count += 1), destroy: vi.fn() };
  });
  return { mountPlayer, played };
});
vi.mock('../player/mount', () => ({ mountPlayer }));

const HEX = '0123456789abcdef0123456789abcdef';
const SOURCE = { url: '/uploads/2026/11/a.mp4', poster: `/uploads/2026/11/${HEX}.png`, danmakuId: 'img-3' };

/** The IntersectionObserver the player made, driven by hand. */
let observed: { callback: IntersectionObserverCallback; targets: Element[] } | undefined;
/** Idle callbacks waiting to run. */
let idle: Array<() => void> = [];

beforeEach(() => {
  observed = undefined;
  idle = [];
  mountPlayer.mockClear();
  played.count = 0;
  document.head.innerHTML = runtimeSettingsMetaTag({ apiBase: '/api', tokenSecret: 's', buildId: 'b' });
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        observed = { callback, targets: [] };
      }
      observe(target: Element) {
        observed?.targets.push(target);
      }
      disconnect() {}
    },
  );
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function showPlayer(posterWidth?: 640) {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <VideoPlayer source={SOURCE} title="课程" posterWidth={posterWidth} /> },
  ]);
  const view = render(<Stub />);
  await vi.waitFor(() => expect(view.container.querySelector('.video-player')).not.toBeNull());
  return view;
}

/** Lets a pending `import()` of the player settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

const nearScreen = () =>
  act(() => {
    const target = observed?.targets[0] as Element;
    observed?.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

describe('VideoPlayer', () => {
  it('serves the poster (a WebP variant) with a play button, and the plain <video> for visitors without JavaScript', () => {
    const Stub = createRoutesStub([
      { path: '/', Component: () => <VideoPlayer source={SOURCE} title="课程" posterWidth={640} /> },
    ]);
    const host = document.createElement('div');
    host.innerHTML = renderToStaticMarkup(<Stub />);
    const poster = `/uploads/2026/11/${HEX}.w640.webp`;
    const button = host.querySelector('button.video-facade') as HTMLButtonElement;
    expect(button.getAttribute('aria-label')).toBe('播放视频：课程');
    expect(button.querySelector('img')?.getAttribute('src')).toBe(poster);
    // Inside <noscript>, as the server wrote it: a browser without JavaScript plays it natively.
    const fallback = host.querySelector('noscript')?.innerHTML ?? '';
    expect(fallback).toContain('<video controls=""');
    expect(fallback).toContain(`poster="${poster}"`);
    expect(fallback).toContain(`src="${SOURCE.url}"`);
    expect(host.querySelectorAll('video')).toHaveLength(0);
  });

  it("offers the poster at the box's size when told where the player is drawn", () => {
    const layout = { sizes: '(max-width: 959.98px) calc(100vw - 2rem), 380px', upTo: 960 } as const;
    const Stub = createRoutesStub([
      { path: '/', Component: () => <VideoPlayer source={SOURCE} title="课程" posterWidth={640} layout={layout} /> },
    ]);
    const host = document.createElement('div');
    host.innerHTML = renderToStaticMarkup(<Stub />);
    const image = host.querySelector('button.video-facade img') as HTMLImageElement;
    expect(image.getAttribute('sizes')).toBe(layout.sizes);
    const widths = (image.getAttribute('srcset') ?? '').split(', ').map((candidate) => candidate.split(' ')[1]);
    expect(widths).toEqual(['320w', '480w', '640w', '800w', '960w']);
  });

  it('does not load DPlayer while the player is far from the screen', async () => {
    await showPlayer();
    await settle();
    expect(idle).toHaveLength(0);
    expect(mountPlayer).not.toHaveBeenCalled();
  });

  it('loads DPlayer near the screen only once the browser is idle, then mounts it with the poster variant', async () => {
    await showPlayer();
    await nearScreen();
    await settle();
    expect(mountPlayer).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    await act(async () => idle.shift()?.());
    await vi.waitFor(() => expect(mountPlayer).toHaveBeenCalledTimes(1));
    const [box, source, apiBase] = mountPlayer.mock.calls[0] as unknown as [HTMLElement, typeof SOURCE, string];
    expect(box.className).toBe('video-box');
    expect(source).toMatchObject({ url: SOURCE.url, poster: `/uploads/2026/11/${HEX}.w960.webp` });
    expect(apiBase).toBe('/api');
  });

  it('loads DPlayer at once when the visitor reaches for the player, and plays when the button was pressed', async () => {
    const { container } = await showPlayer();
    const button = container.querySelector('.video-facade') as Element;
    fireEvent.pointerDown(button);
    fireEvent.click(button);
    await vi.waitFor(() => expect(mountPlayer).toHaveBeenCalledTimes(1));
    expect(idle).toHaveLength(0);
    await vi.waitFor(() => expect(played.count).toBe(1));
    expect(container.querySelector('.video-facade')).toBeNull();
  });

  it('mounts without playing when only hovered', async () => {
    const { container } = await showPlayer();
    fireEvent.pointerEnter(container.querySelector('.video-player') as Element);
    await vi.waitFor(() => expect(mountPlayer).toHaveBeenCalledTimes(1));
    await settle();
    expect(played.count).toBe(0);
  });
});
