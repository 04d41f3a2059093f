/** A countdown that can be paused and resumed, keeping the time that was left. */
export interface PausableTimer {
  pause(): void;
  /** Continues the countdown, after `delay` ms if given (e.g. 2000 ms after a touch ends). */
  resume(delay?: number): void;
  cancel(): void;
}

export function createPausableTimer(duration: number, onElapsed: () => void, now = () => Date.now()): PausableTimer {
  let remaining = duration;
  let startedAt = 0;
  let running: ReturnType<typeof setTimeout> | null = null;
  let pending: ReturnType<typeof setTimeout> | null = null;

  function clear() {
    if (running) clearTimeout(running);
    if (pending) clearTimeout(pending);
    running = null;
    pending = null;
  }

  function start() {
    clear();
    startedAt = now();
    running = setTimeout(onElapsed, remaining);
  }

  start();
  return {
    pause() {
      if (running) remaining = Math.max(0, remaining - (now() - startedAt));
      clear();
    },
    resume(delay = 0) {
      clear();
      if (delay > 0) pending = setTimeout(start, delay);
      else start();
    },
    cancel: clear,
  };
}
