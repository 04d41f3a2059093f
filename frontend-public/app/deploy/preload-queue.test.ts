import { describe, expect, it } from 'vitest';
import { createPreloadQueue, MAX_PARALLEL_PRELOADS } from './preload-queue';

describe('createPreloadQueue', () => {
  it('runs at most five preloads at a time and each path once', async () => {
    let running = 0;
    let peak = 0;
    const finishers: Array<() => void> = [];
    const loaded: string[] = [];
    const preload = createPreloadQueue(async (path) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise<void>((resolve) => finishers.push(resolve));
      running -= 1;
      loaded.push(path);
    });
    for (let index = 0; index < 12; index += 1) preload(`/page-${index}`);
    preload('/page-0');
    while (finishers.length > 0) {
      finishers.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(MAX_PARALLEL_PRELOADS).toBe(5);
    expect(peak).toBe(5);
    expect(loaded).toHaveLength(12);
  });
});
