import type TestAgent from 'supertest/lib/agent';

/** The longest `/api/health` may take while a hostile request is handled: a fault bound, not a speed figure. */
export const HEALTH_BOUND_MS = 1000;

/**
 * Runs `hostile` while asking `/api/health` again and again until it settles, and answers its result with the
 * slowest health answer seen. Client and server share this process's event loop, so a request that blocks the
 * server also delays the health answers measured here.
 */
export async function whileHealthAnswers<T>(
  http: TestAgent,
  hostile: () => PromiseLike<T>,
): Promise<{ result: T; slowestHealthMs: number; healthStatuses: number[] }> {
  let settled = false;
  let slowestHealthMs = 0;
  const healthStatuses: number[] = [];
  const poll = (async () => {
    // At least one health answer, even for a hostile request refused at once.
    do {
      const started = performance.now();
      const health = await http.get('/api/health');
      slowestHealthMs = Math.max(slowestHealthMs, performance.now() - started);
      healthStatuses.push(health.status);
      await new Promise((resolve) => setTimeout(resolve, 10));
    } while (!settled);
  })();
  const result = await Promise.resolve(hostile()).finally(() => {
    settled = true;
  });
  await poll;
  return { result, slowestHealthMs, healthStatuses };
}
