/** How a sender to a third party spaces its retries. */
export interface RetryPolicy {
  /** The wait before the first retry; each next one is twice as long. */
  firstMs: number;
  /** The longest wait. */
  longestMs: number;
}

/**
 * The wait before attempt `attempts` + 1: doubling from `firstMs`, capped at `longestMs`, less up to a quarter at
 * random, so that processes restarted together do not retry in step.
 */
export function retryWait({ firstMs, longestMs }: RetryPolicy, attempts: number, random = Math.random()): number {
  const full = Math.min(firstMs * 2 ** Math.max(0, attempts - 1), longestMs);
  return Math.round(full * (1 - random / 4));
}
