import { Inject, Injectable } from '@nestjs/common';
import { ApiError } from '../../common/api-error';
import { RateDecision, RateLimiterService, RateRule } from '../../common/rate-limit/rate-limiter.service';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

interface Bucket {
  bucket: string;
  rule: RateRule;
}

/**
 * Login lockouts (api-contract, "Rate limits"): LOGIN_MAX_FAILURES_PER_USER failed attempts lock that
 * username, LOGIN_MAX_FAILURES_PER_IP failures from one address lock that address, each for
 * LOGIN_LOCK_MINUTES. Unknown usernames get buckets too, so a lockout says nothing about who exists.
 * Counters live in the database (RateLimiterService): they hold across restarts and processes.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly limiter: RateLimiterService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** 429 while the username (lower-cased key) or, when given, the address is locked. */
  async assertOpen(usernameKey: string, ip?: string): Promise<void> {
    const decisions = await Promise.all(this.buckets(usernameKey, ip).map(({ bucket }) => this.limiter.check(bucket)));
    this.refuseIfLocked(decisions);
  }

  /** Counts one failed attempt; 429 when it is the one that locks the username or the address. */
  async recordFailure(usernameKey: string, ip?: string): Promise<void> {
    const buckets = this.buckets(usernameKey, ip);
    const decisions = await Promise.all(buckets.map(({ bucket, rule }) => this.limiter.hit(bucket, rule)));
    this.refuseIfLocked(decisions);
  }

  /** A successful sign-in forgets that username's failures (the address keeps its count). */
  recordSuccess(usernameKey: string): Promise<void> {
    return this.limiter.reset(`login:user:${usernameKey}`);
  }

  private buckets(usernameKey: string, ip?: string): Bucket[] {
    const lockMs = this.config.loginLockMinutes * 60_000;
    const rule = (limit: number): RateRule => ({ limit, windowMs: lockMs, blockMs: lockMs });
    const user = { bucket: `login:user:${usernameKey}`, rule: rule(this.config.loginMaxFailuresPerUser) };
    if (ip === undefined) return [user];
    return [user, { bucket: `login:ip:${ip}`, rule: rule(this.config.loginMaxFailuresPerIp) }];
  }

  private refuseIfLocked(decisions: RateDecision[]): void {
    const locked = decisions.filter((decision) => !decision.allowed);
    if (locked.length === 0) return;
    const retryAfter = Math.max(...locked.map((decision) => decision.retryAfterSeconds));
    throw ApiError.tooManyRequests(retryAfter, `登录失败次数过多，请 ${Math.ceil(retryAfter / 60)} 分钟后再试`);
  }
}
