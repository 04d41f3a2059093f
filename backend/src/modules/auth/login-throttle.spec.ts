import { ApiError } from '../../common/envelope/api-error';
import type { Admission, RateDecision, RateLimiterService, RateTicket } from '../rate-limit/rate-limiter.service';
import { loadConfig } from '../../config/app-config';
import { LoginThrottle } from './login-throttle';

const ticket = (bucket: string, slot: number): RateTicket => ({ bucket, slot, claim: 'c', expiresAt: new Date(0) });
const OPEN: RateDecision = { allowed: true, retryAfterSeconds: 0 };
const locked = (seconds: number): RateDecision => ({ allowed: false, retryAfterSeconds: seconds });

function throttleWith(locks: Record<string, RateDecision> = {}, admissions: Record<string, Admission> = {}) {
  let tickets = 0;
  const limiter = {
    check: jest.fn(async (bucket: string) => locks[bucket] ?? OPEN),
    admit: jest.fn(
      async (bucket: string) => admissions[bucket] ?? { allowed: true, ticket: ticket(bucket, ++tickets) },
    ),
    lockWhenFull: jest.fn(async (bucket: string) => locks[bucket] ?? OPEN),
    refund: jest.fn(async () => undefined),
    forget: jest.fn(async () => undefined),
  };
  const config = loadConfig({
    LOGIN_MAX_FAILURES_PER_USER: '5',
    LOGIN_MAX_FAILURES_PER_IP: '20',
    LOGIN_LOCK_MINUTES: '15',
  });
  return { throttle: new LoginThrottle(limiter as unknown as RateLimiterService, config), limiter };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: ApiError) => error,
  );

const rule = (limit: number) => ({ limit, windowMs: 15 * 60_000 });

const STRANGER = { knownDevice: false };
const KNOWN_DEVICE = { knownDevice: true };

describe('LoginThrottle', () => {
  it('counts an attempt for the name at the address (IPv6 by /64), the name everywhere and the address', async () => {
    const { throttle, limiter } = throttleWith();
    await throttle.admit('alice', '2001:db8:5:6::99', STRANGER);
    expect(limiter.admit.mock.calls).toEqual([
      ['login:user-ip:alice@2001:db8:5:6::/64', rule(5)],
      ['login:user:alice', { limit: 50, windowMs: 60 * 60_000 }],
      ['login:ip:2001:db8:5:6::/64', rule(20)],
    ]);
  });

  it('leaves the name-everywhere window out for a sign-in presenting a known device token, its lock included', async () => {
    const { throttle, limiter } = throttleWith({ 'login:user:alice': locked(600) });
    await throttle.admit('alice', '203.0.113.9', KNOWN_DEVICE);
    expect(limiter.admit.mock.calls).toEqual([
      ['login:user-ip:alice@203.0.113.9', rule(5)],
      ['login:ip:203.0.113.9', rule(20)],
    ]);
    expect(await refusal(throttle.admit('alice', '203.0.113.9', STRANGER))).toMatchObject({ code: 429 });
  });

  it('refuses with 429 and the longest retry_after of the locked buckets, counting nothing', async () => {
    const { throttle, limiter } = throttleWith({
      'login:user:alice': locked(120),
      'login:ip:203.0.113.9': locked(840),
    });
    const error = await refusal(throttle.admit('alice', '203.0.113.9', STRANGER));
    expect(error).toMatchObject({ code: 429, msg: '登录失败次数过多，请 14 分钟后再试', data: { retry_after: 840 } });
    expect(limiter.admit).not.toHaveBeenCalled();
  });

  it('gives the earlier attempts back when the address window is full', async () => {
    const { throttle, limiter } = throttleWith(
      {},
      { 'login:ip:203.0.113.9': { allowed: false, retryAfterSeconds: 60 } },
    );
    expect(await refusal(throttle.admit('alice', '203.0.113.9', STRANGER))).toMatchObject({ code: 429 });
    expect(limiter.refund.mock.calls).toEqual([
      [ticket('login:user-ip:alice@203.0.113.9', 1)],
      [ticket('login:user:alice', 2)],
    ]);
  });

  it('refuses the failure that locks a bucket', async () => {
    const { throttle, limiter } = throttleWith();
    const attempt = await throttle.admit('alice', '203.0.113.9', STRANGER);
    limiter.lockWhenFull.mockResolvedValueOnce(locked(900));
    expect(await refusal(throttle.failed(attempt))).toMatchObject({ code: 429 });
  });

  it('a success forgets the name failures up to it, refunds the address attempt, and still honours a lock', async () => {
    const { throttle, limiter } = throttleWith();
    const attempt = await throttle.admit('alice', '203.0.113.9', STRANGER);
    limiter.check.mockResolvedValueOnce(locked(30));
    expect(await refusal(throttle.succeeded(attempt))).toMatchObject({ code: 429 });
    expect(limiter.forget.mock.calls).toEqual([
      [ticket('login:user-ip:alice@203.0.113.9', 1)],
      [ticket('login:user:alice', 2)],
    ]);
    expect(limiter.refund.mock.calls).toEqual([[ticket('login:ip:203.0.113.9', 3)]]);
  });

  it('a right password still owing its code only gives this attempt back: earlier failures stay counted', async () => {
    const { throttle, limiter } = throttleWith();
    const attempt = await throttle.admit('alice', '203.0.113.9', STRANGER);
    await throttle.passed(attempt);
    expect(limiter.forget).not.toHaveBeenCalled();
    expect(limiter.refund).toHaveBeenCalledTimes(3);
  });
});
