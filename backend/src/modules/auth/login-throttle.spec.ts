import { ApiError } from '../../common/api-error';
import type { RateDecision, RateLimiterService } from '../../common/rate-limit/rate-limiter.service';
import { loadConfig } from '../../config/app-config';
import { LoginThrottle } from './login-throttle';

const OPEN: RateDecision = { allowed: true, retryAfterSeconds: 0 };
const locked = (seconds: number): RateDecision => ({ allowed: false, retryAfterSeconds: seconds });

function throttleWith(decisions: Record<string, RateDecision> = {}) {
  const limiter = {
    check: jest.fn(async (bucket: string) => decisions[bucket] ?? OPEN),
    hit: jest.fn(async (bucket: string) => decisions[bucket] ?? OPEN),
    reset: jest.fn(async () => undefined),
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

describe('LoginThrottle', () => {
  it('counts a failure in the username and the address buckets, with the configured rules', async () => {
    const { throttle, limiter } = throttleWith();
    await throttle.recordFailure('alice', '203.0.113.9');
    const rule = (limit: number) => ({ limit, windowMs: 15 * 60_000, blockMs: 15 * 60_000 });
    expect(limiter.hit.mock.calls).toEqual([
      ['login:user:alice', rule(5)],
      ['login:ip:203.0.113.9', rule(20)],
    ]);
  });

  it('uses the username bucket alone when no address is given', async () => {
    const { throttle, limiter } = throttleWith();
    await throttle.assertOpen('alice');
    expect(limiter.check.mock.calls).toEqual([['login:user:alice']]);
  });

  it('refuses with 429 and the longest retry_after of the locked buckets', async () => {
    const { throttle } = throttleWith({ 'login:user:alice': locked(120), 'login:ip:203.0.113.9': locked(840) });
    const error = await refusal(throttle.assertOpen('alice', '203.0.113.9'));
    expect(error).toMatchObject({ code: 429, msg: '登录失败次数过多，请 14 分钟后再试', data: { retry_after: 840 } });
  });

  it('refuses the failure that locks a bucket', async () => {
    const { throttle } = throttleWith({ 'login:user:alice': locked(900) });
    expect(await refusal(throttle.recordFailure('alice', '203.0.113.9'))).toMatchObject({ code: 429 });
  });

  it('a success clears the username bucket only', async () => {
    const { throttle, limiter } = throttleWith();
    await throttle.recordSuccess('alice');
    expect(limiter.reset.mock.calls).toEqual([['login:user:alice']]);
  });
});
