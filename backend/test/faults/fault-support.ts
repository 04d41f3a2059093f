import type { Response } from 'supertest';
import { MARIADBD } from '../support/private-mariadb';

/**
 * A fault suite runs where its tool is installed; in CI (CI=true) a missing tool fails the suite instead of skipping
 * it, so a machine without it cannot pass unnoticed.
 */
export function describeWhen(available: boolean, reason: string): jest.Describe {
  if (available) return describe;
  if (process.env.CI === 'true') throw new Error(`${reason} (required in CI)`);
  console.warn(`skipped: ${reason}`);
  return describe.skip;
}

export const describeWithMariadb = describeWhen(Boolean(MARIADBD), 'mariadbd is not installed');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds `work` took, with its result. */
export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
}

/** Runs `rounds` rounds of `connections` requests at once; answers every response. */
export async function underLoad(
  connections: number,
  rounds: number,
  request: (index: number) => Promise<Response>,
): Promise<Response[]> {
  const answers: Response[] = [];
  for (let round = 0; round < rounds; round++) {
    answers.push(...(await Promise.all(Array.from({ length: connections }, (_, index) => request(index)))));
  }
  return answers;
}

/** Fails with the first answer that is not a 503 envelope with Retry-After (the answers of a database outage). */
export function expectAllUnavailable(answers: Response[]): void {
  for (const answer of answers) {
    expect({ status: answer.status, code: answer.body?.code }).toEqual({ status: 503, code: 503 });
    expect(answer.headers['retry-after']).toMatch(/^\d+$/);
    expect(answer.body.msg).toMatch(/数据库暂时无法访问/);
  }
}
