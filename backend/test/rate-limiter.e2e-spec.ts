import { RateLimitLock } from '../src/modules/rate-limit/rate-limit-lock.entity';
import { RateLimitSlot } from '../src/modules/rate-limit/rate-limit-slot.entity';
import { Admission, RateLimiterService } from '../src/modules/rate-limit/rate-limiter.service';
import { AccessTokenEntity } from '../src/modules/auth/access-token.entity';
import { AuthHousekeeping } from '../src/modules/auth/auth-housekeeping';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

const allowed = (admissions: Admission[]) => admissions.filter((admission) => admission.allowed).length;

describe.each(testDatabases())('database-backed rate limiter on %s', (kind) => {
  let t: TestApp;
  let limiter: RateLimiterService;
  beforeAll(async () => {
    t = await createTestApp(kind, { now: '2026-11-21T10:00:00Z' });
    limiter = t.app.get(RateLimiterService);
  });
  afterAll(() => t.close());

  it('admits `limit` attempts in any window and refuses the next until the oldest leaves the window', async () => {
    const rule = { limit: 3, windowMs: 60_000 };
    await limiter.admit('w:a', rule);
    t.clock.advance(50_000);
    expect((await limiter.admit('w:a', rule)).allowed).toBe(true);
    expect((await limiter.admit('w:a', rule)).allowed).toBe(true);
    // 20 s later a fixed window would have started afresh; the sliding one still holds three attempts.
    t.clock.advance(20_000);
    expect((await limiter.admit('w:a', rule)).allowed).toBe(true);
    expect(await limiter.admit('w:a', rule)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    t.clock.advance(40_000);
    expect((await limiter.admit('w:a', rule)).allowed).toBe(true);
  });

  it('admits at most `limit` of a burst of concurrent attempts', async () => {
    const rule = { limit: 5, windowMs: 60_000 };
    const admissions = await Promise.all(Array.from({ length: 30 }, () => limiter.admit('c:a', rule)));
    expect(allowed(admissions)).toBe(5);
  });

  it('locks a full bucket for lockMs; check() and admit() see the lock; refunded attempts do not count', async () => {
    const rule = { limit: 2, windowMs: 900_000 };
    const first = await limiter.admit('b:a', rule);
    const refundable = await limiter.admit('b:b', rule);
    if (!refundable.allowed || !first.allowed) throw new Error('not admitted');
    await limiter.refund(refundable.ticket);
    expect((await limiter.lockWhenFull('b:b', rule, 900_000)).allowed).toBe(true);

    expect((await limiter.lockWhenFull('b:a', rule, 900_000)).allowed).toBe(true);
    await limiter.admit('b:a', rule);
    expect(await limiter.lockWhenFull('b:a', rule, 900_000)).toEqual({ allowed: false, retryAfterSeconds: 900 });
    t.clock.advance(60_000);
    expect(await limiter.check('b:a')).toEqual({ allowed: false, retryAfterSeconds: 840 });
    expect(await limiter.admit('b:a', rule)).toEqual({ allowed: false, retryAfterSeconds: 840 });
    await limiter.forget(first.ticket);
    expect((await limiter.check('b:a')).allowed).toBe(false);
    t.clock.advance(840_000);
    expect((await limiter.check('b:a')).allowed).toBe(true);
  });

  it('purges expired attempts, locks and access tokens expired a month ago, keeping live ones', async () => {
    const rule = { limit: 1, windowMs: 60_000 };
    await limiter.admit('p:old', rule);
    await limiter.lockWhenFull('p:old', rule, 60_000);
    const old = await t.login();
    t.clock.advance(36 * 24 * 3600_000);
    const recent = await t.login();
    t.clock.advance(8 * 24 * 3600_000);
    await limiter.admit('p:new', rule);
    const live = await t.login();

    await t.app.get(AuthHousekeeping).purge();

    const places = await t.dataSource.getRepository(RateLimitSlot).find();
    expect(places.map((place) => place.bucket)).toEqual(['p:new']);
    expect(await t.dataSource.getRepository(RateLimitLock).count()).toBe(0);
    expect(await t.dataSource.getRepository(AccessTokenEntity).count()).toBe(2);
    await t.adminCall('get_adm_info', live).expect(200);
    expect((await t.adminCall('get_adm_info', recent).expect(401)).body.error).toBe('ACCESS_TOKEN_EXPIRED');
    expect((await t.adminCall('get_adm_info', old).expect(401)).body.error).toBe('ACCESS_TOKEN_INVALID');
  });
});
