import { SCROLL_DURATION_MS } from '../theme';

/** Ease-in-out: slow start and end, like the browser's own smooth scrolling. */
export const easeInOut = (t: number): number => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Scrolls the window to `top` over the spec's 300 ms; resolves when done. */
export function smoothScrollTo(top: number, duration = SCROLL_DURATION_MS): Promise<void> {
  const start = window.scrollY;
  const distance = top - start;
  if (distance === 0) return Promise.resolve();
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const step = (now: number) => {
      const progress = Math.min(1, (now - startedAt) / duration);
      window.scrollTo(0, start + distance * easeInOut(progress));
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}
