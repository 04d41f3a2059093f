import { afterEach, describe, expect, it, vi } from 'vitest';
import { easeInOut, smoothScrollTo } from './smoothScroll';

describe('smoothScrollTo', () => {
  afterEach(() => vi.restoreAllMocks());

  it('eases from 0 to 1', () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(0.5)).toBe(0.5);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(0.25)).toBeLessThan(0.25);
  });

  it('reaches the target after 300 ms of animation frames, not before', async () => {
    let now = 0;
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    const positions: number[] = [];
    vi.spyOn(window, 'scrollTo').mockImplementation((...args: unknown[]) => {
      positions.push(args[1] as number);
    });

    const done = smoothScrollTo(0);
    for (now = 100; now <= 300; now += 100) frames.shift()!(now);
    await done;

    expect(positions[0]).toBeGreaterThan(0);
    expect(positions.at(-1)).toBe(0);
    expect(positions).toHaveLength(3);
  });
});
