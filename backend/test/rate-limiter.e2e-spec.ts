import { RateLimiterService } from '../src/common/rate-limit/rate-limiter.service';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

describe.each(testDatabases())('database-backed rate limiter on %s', (kind) => {
  let t: TestApp;
  let limiter: RateLimiterService;
  beforeAll(async () => {
    t = await createTestApp(kind, { now: '2026-11-21T10:00:00Z' });
    limiter = t.app.get(RateLimiterService);
  });
  afterAll(() => t.close());

  it('allows `limit` hits per window, refuses the next with the seconds left, and resets with the window', async () => {
    const rule = { limit: 3, windowMs: 60_000 };
    for (let i = 0; i < 3; i++) expect((await limiter.hit('w:a', rule)).allowed).toBe(true);
    t.clock.advance(20_000);
    expect(await limiter.hit('w:a', rule)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    t.clock.advance(40_000);
    expect((await limiter.hit('w:a', rule)).allowed).toBe(true);
  });

  it('blocks a bucket for blockMs once the limit is reached, and check() sees the block', async () => {
    const rule = { limit: 2, windowMs: 900_000, blockMs: 900_000 };
    expect((await limiter.hit('b:a', rule)).allowed).toBe(true);
    expect(await limiter.hit('b:a', rule)).toEqual({ allowed: false, retryAfterSeconds: 900 });
    t.clock.advance(60_000);
    expect(await limiter.check('b:a')).toEqual({ allowed: false, retryAfterSeconds: 840 });
    t.clock.advance(840_000);
    expect((await limiter.check('b:a')).allowed).toBe(true);
  });

  it('forgets a bucket on reset', async () => {
    const rule = { limit: 1, windowMs: 900_000, blockMs: 900_000 };
    await limiter.hit('r:a', rule);
    expect((await limiter.check('r:a')).allowed).toBe(false);
    await limiter.reset('r:a');
    expect((await limiter.check('r:a')).allowed).toBe(true);
  });

  it('counts concurrent hits exactly (no lost updates)', async () => {
    const rule = { limit: 5, windowMs: 60_000 };
    const decisions = await Promise.all(Array.from({ length: 12 }, () => limiter.hit('c:a', rule)));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
  });
});
