import { ErrorName } from '@site/contract';
import { Inject, Injectable } from '@nestjs/common';
import { ApiError } from '../../common/envelope/api-error';
import { clientKey } from '../../common/rate-limit/client-key';
import { RateDecision, RateLimiterService, RateRule, RateTicket } from '../../common/rate-limit/rate-limiter.service';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

interface Bucket {
  bucket: string;
  rule: RateRule;
}

interface Ticket extends Bucket {
  ticket: RateTicket;
}

/** The sign-in attempt admitted by `LoginThrottle.admit`, to settle once the password is checked. */
export interface LoginAttempt {
  readonly tickets: readonly Ticket[];
}

/**
 * Login lockouts (api-contract, "Rate limits"): LOGIN_MAX_FAILURES_PER_USER failures for one username,
 * or LOGIN_MAX_FAILURES_PER_IP from one client (an IPv6 client by its /64), within any LOGIN_LOCK_MINUTES,
 * lock it for LOGIN_LOCK_MINUTES. Unknown usernames get buckets too, so a lockout says nothing about who
 * exists. Each attempt is counted before its password is checked (`admit`), so a burst of guesses never
 * puts more than the limit through the (slow) password check; `succeeded` gives the attempt back.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly limiter: RateLimiterService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts the attempt in the username's and (when given) the address's windows; 429 while either is full. */
  async admit(usernameKey: string, ip?: string): Promise<LoginAttempt> {
    const buckets = this.buckets(usernameKey, ip);
    await this.assertOpen(buckets);
    const tickets: Ticket[] = [];
    for (const bucket of buckets) {
      const admission = await this.limiter.admit(bucket.bucket, bucket.rule);
      if (!admission.allowed) {
        await Promise.all(tickets.map(({ ticket }) => this.limiter.refund(ticket)));
        throw this.lockedOut(admission.retryAfterSeconds);
      }
      tickets.push({ ...bucket, ticket: admission.ticket });
    }
    return { tickets };
  }

  /** A wrong password: the attempt stays counted; 429 when it fills a window (which locks it). */
  async failed({ tickets }: LoginAttempt): Promise<void> {
    const lockMs = this.config.loginLockMinutes * 60_000;
    this.refuseIfLocked(
      await Promise.all(tickets.map(({ bucket, rule }) => this.limiter.lockWhenFull(bucket, rule, lockMs))),
    );
  }

  /**
   * The right password: the username's failures up to this attempt are forgotten, the address's count
   * gets this attempt back. 429 all the same when a lock was set meanwhile by concurrent failures: a
   * right password never opens a locked account.
   */
  async succeeded({ tickets }: LoginAttempt): Promise<void> {
    const [user, ...address] = tickets;
    await this.limiter.forget(user.ticket);
    await Promise.all(address.map(({ ticket }) => this.limiter.refund(ticket)));
    await this.assertOpen(tickets);
  }

  private async assertOpen(buckets: readonly Bucket[]): Promise<void> {
    this.refuseIfLocked(await Promise.all(buckets.map(({ bucket }) => this.limiter.check(bucket))));
  }

  private buckets(usernameKey: string, ip?: string): Bucket[] {
    const windowMs = this.config.loginLockMinutes * 60_000;
    const user = {
      bucket: `login:user:${usernameKey}`,
      rule: { limit: this.config.loginMaxFailuresPerUser, windowMs },
    };
    if (ip === undefined) return [user];
    const limit = this.config.loginMaxFailuresPerIp;
    return [user, { bucket: `login:ip:${clientKey(ip)}`, rule: { limit, windowMs } }];
  }

  private refuseIfLocked(decisions: RateDecision[]): void {
    const locked = decisions.filter((decision) => !decision.allowed);
    if (locked.length > 0) throw this.lockedOut(Math.max(...locked.map((decision) => decision.retryAfterSeconds)));
  }

  private lockedOut(retryAfter: number): ApiError {
    return ApiError.tooManyRequests(
      retryAfter,
      `登录失败次数过多，请 ${Math.ceil(retryAfter / 60)} 分钟后再试`,
      ErrorName.LOCKED_OUT,
    );
  }
}
