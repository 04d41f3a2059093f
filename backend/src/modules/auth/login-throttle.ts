import { ErrorName } from '@site/contract';
import { Inject, Injectable } from '@nestjs/common';
import { ApiError } from '../../common/envelope/api-error';
import { clientKey } from '../rate-limit/client-key';
import { RateDecision, RateLimiterService, RateRule, RateTicket } from '../rate-limit/rate-limiter.service';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

interface Bucket {
  bucket: string;
  rule: RateRule;
  /** A successful sign-in forgets this bucket's failures (the username's); otherwise it only gets its attempt back. */
  clearedBySuccess: boolean;
}

interface Ticket extends Bucket {
  ticket: RateTicket;
}

/** The sign-in attempt admitted by `LoginThrottle.admit`, to settle once the password or code is checked. */
export interface LoginAttempt {
  readonly tickets: readonly Ticket[];
}

export interface AttemptOptions {
  /** The sign-in presents a device token this account received at an earlier successful sign-in. */
  knownDevice: boolean;
}

/**
 * Login lockouts (api-contract, "Rate limits"), each a sliding window that locks for LOGIN_LOCK_MINUTES when full:
 * - LOGIN_MAX_FAILURES_PER_USER failures of one username from one address (an IPv6 client by its /64), within
 *   LOGIN_LOCK_MINUTES;
 * - LOGIN_MAX_FAILURES_PER_USER_ALL_IPS failures of one username from all addresses within LOGIN_USER_WINDOW_MINUTES,
 *   not applied to a sign-in presenting a known device token: a stranger cannot keep the owner out;
 * - LOGIN_MAX_FAILURES_PER_IP failures from one address, any usernames, within LOGIN_LOCK_MINUTES.
 * Unknown usernames get buckets too, so a lockout says nothing about who exists. Each attempt (a password or a
 * second-factor code) is counted before it is checked (`admit`), so a burst of guesses never puts more than the
 * limit through the check.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly limiter: RateLimiterService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts the attempt in each window; 429 while any of them is locked or full. */
  async admit(usernameKey: string, ip: string, options: AttemptOptions): Promise<LoginAttempt> {
    const buckets = this.buckets(usernameKey, ip, options);
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

  /** A wrong password or code: the attempt stays counted; 429 when it fills a window (which locks it). */
  async failed({ tickets }: LoginAttempt): Promise<void> {
    const lockMs = this.config.loginLockMinutes * 60_000;
    this.refuseIfLocked(
      await Promise.all(tickets.map(({ bucket, rule }) => this.limiter.lockWhenFull(bucket, rule, lockMs))),
    );
  }

  /**
   * A right answer that does not finish the sign-in (the password of an account that still owes its TOTP code):
   * this attempt is given back, the earlier failures stay, so alternating a right password with wrong codes never
   * resets the count. 429 when a lock was set meanwhile.
   */
  async passed({ tickets }: LoginAttempt): Promise<void> {
    await Promise.all(tickets.map(({ ticket }) => this.limiter.refund(ticket)));
    await this.assertOpen(tickets);
  }

  /**
   * A finished sign-in: the username's failures up to this attempt are forgotten, the address's count gets this
   * attempt back. 429 all the same when a lock was set meanwhile by concurrent failures: a right password never
   * opens a locked account.
   */
  async succeeded({ tickets }: LoginAttempt): Promise<void> {
    await Promise.all(
      tickets.map(({ clearedBySuccess, ticket }) =>
        clearedBySuccess ? this.limiter.forget(ticket) : this.limiter.refund(ticket),
      ),
    );
    await this.assertOpen(tickets);
  }

  private async assertOpen(buckets: readonly Bucket[]): Promise<void> {
    this.refuseIfLocked(await Promise.all(buckets.map(({ bucket }) => this.limiter.check(bucket))));
  }

  private buckets(usernameKey: string, ip: string, { knownDevice }: AttemptOptions): Bucket[] {
    const lockWindowMs = this.config.loginLockMinutes * 60_000;
    const address = clientKey(ip);
    const userAtAddress: Bucket = {
      bucket: `login:user-ip:${usernameKey}@${address}`,
      rule: { limit: this.config.loginMaxFailuresPerUser, windowMs: lockWindowMs },
      clearedBySuccess: true,
    };
    const userEverywhere: Bucket = {
      bucket: `login:user:${usernameKey}`,
      rule: {
        limit: this.config.loginMaxFailuresPerUserAllIps,
        windowMs: this.config.loginUserWindowMinutes * 60_000,
      },
      clearedBySuccess: true,
    };
    const fromAddress: Bucket = {
      bucket: `login:ip:${address}`,
      rule: { limit: this.config.loginMaxFailuresPerIp, windowMs: lockWindowMs },
      clearedBySuccess: false,
    };
    return knownDevice ? [userAtAddress, fromAddress] : [userAtAddress, userEverywhere, fromAddress];
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
