import { ApiError } from '../../common/envelope/api-error';
import type {
  Admission,
  RateDecision,
  RateLimiterService,
  RateTicket,
} from '../../common/rate-limit/rate-limiter.service';
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

describe('LoginThrottle', () => {
  it('counts an attempt in the username bucket and the address bucket (IPv6 by /64) before the check', async () => {
    const { throttle, limiter } = throttleWith();
    await throttle.admit('alice', '2001:db8:5:6::99');
    expect(limiter.admit.mock.calls).toEqual([
      ['login:user:alice', rule(5)],
      ['login:ip:2001:db8:5:6::/64', rule(20)],
    ]);
  });

  it('uses the username bucket alone when no address is given', async () => {
    const { throttle, limiter } = throttleWith();
    await throttle.admit('alice');
    expect(limiter.admit.mock.calls).toEqual([['login:user:alice', rule(5)]]);
  });

  it('refuses with 429 and the longest retry_after of the locked buckets, counting nothing', async () => {
    const { throttle, limiter } = throttleWith({
      'login:user:alice': locked(120),
      'login:ip:203.0.113.9': locked(840),
    });
    const error = await refusal(throttle.admit('alice', '203.0.113.9'));
    expect(error).toMatchObject({ code: 429, msg: '登录失败次数过多，请 14 分钟后再试', data: { retry_after: 840 } });
    expect(limiter.admit).not.toHaveBeenCalled();
  });

  it('gives the username attempt back when the address window is full', async () => {
    const { throttle, limiter } = throttleWith(
      {},
      { 'login:ip:203.0.113.9': { allowed: false, retryAfterSeconds: 60 } },
    );
    expect(await refusal(throttle.admit('alice', '203.0.113.9'))).toMatchObject({ code: 429 });
    expect(limiter.refund.mock.calls).toEqual([[ticket('login:user:alice', 1)]]);
  });

  it('refuses the failure that locks a bucket', async () => {
    const { throttle, limiter } = throttleWith();
    const attempt = await throttle.admit('alice', '203.0.113.9');
    limiter.lockWhenFull.mockResolvedValueOnce(locked(900));
    expect(await refusal(throttle.failed(attempt))).toMatchObject({ code: 429 });
  });

  it('a success forgets the username failures up to it, refunds the address attempt, and still honours a lock', async () => {
    const { throttle, limiter } = throttleWith();
    const attempt = await throttle.admit('alice', '203.0.113.9');
    limiter.check.mockResolvedValueOnce(locked(30));
    expect(await refusal(throttle.succeeded(attempt))).toMatchObject({ code: 429 });
    expect(limiter.forget.mock.calls).toEqual([[ticket('login:user:alice', 1)]]);
    expect(limiter.refund.mock.calls).toEqual([[ticket('login:ip:203.0.113.9', 2)]]);
  });
});
