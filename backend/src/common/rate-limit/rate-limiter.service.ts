import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThanOrEqual, Repository } from 'typeorm';
import { Clock } from '../clock';
import { RateLimitCounter } from './rate-limit-counter.entity';

export interface RateRule {
  /** Hits allowed in one window. */
  limit: number;
  windowMs: number;
  /** When set, reaching `limit` blocks the bucket this long (login lockout); otherwise hits past the limit are refused until the window ends. */
  blockMs?: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the bucket accepts again (0 when allowed). */
  retryAfterSeconds: number;
}

const ALLOWED: RateDecision = { allowed: true, retryAfterSeconds: 0 };

/**
 * Fixed-window counters kept in the database, so limits and lockouts hold across server
 * processes and restarts. Increments are single UPDATE statements (atomic on both databases).
 */
@Injectable()
export class RateLimiterService {
  constructor(
    @InjectRepository(RateLimitCounter) private readonly counters: Repository<RateLimitCounter>,
    private readonly clock: Clock,
  ) {}

  /** Whether the bucket is blocked right now (does not count a hit). */
  async check(bucket: string): Promise<RateDecision> {
    const row = await this.counters.findOneBy({ bucket });
    return this.blockedDecision(row);
  }

  /**
   * Counts one hit and says whether it is within the rule. The increment is conditional
   * (`hits < limit`), so concurrent hits from several processes are counted exactly.
   */
  async hit(bucket: string, rule: RateRule): Promise<RateDecision> {
    const now = this.clock.now();
    await this.counters
      .createQueryBuilder()
      .insert()
      .values({ bucket, hits: 0, window_start: now, blocked_until: null })
      .orIgnore()
      .execute();
    const blocked = await this.check(bucket);
    if (!blocked.allowed) return blocked;
    await this.counters.update(
      { bucket, window_start: LessThanOrEqual(new Date(now.getTime() - rule.windowMs)) },
      { hits: 0, window_start: now, blocked_until: null },
    );
    const counted = await this.counters
      .createQueryBuilder()
      .update()
      .set({ hits: () => 'hits + 1' })
      .where('bucket = :bucket AND hits < :limit', { bucket, limit: rule.limit })
      .execute();
    if (rule.blockMs) return this.blockWhenLimitReached(bucket, rule.limit, rule.blockMs, now);
    if (counted.affected) return ALLOWED;
    const row = await this.counters.findOneByOrFail({ bucket });
    const windowEnds = new Date(row.window_start).getTime() + rule.windowMs;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)) };
  }

  /** Lockout rules: the hit that reaches the limit blocks the bucket for `blockMs` and starts a new count. */
  private async blockWhenLimitReached(
    bucket: string,
    limit: number,
    blockMs: number,
    now: Date,
  ): Promise<RateDecision> {
    await this.counters
      .createQueryBuilder()
      .update()
      .set({ hits: 0, window_start: now, blocked_until: new Date(now.getTime() + blockMs) })
      .where('bucket = :bucket AND hits >= :limit', { bucket, limit })
      .execute();
    return this.check(bucket);
  }

  /** Forgets a bucket (e.g. a successful sign-in clears that username's failures). */
  async reset(bucket: string): Promise<void> {
    await this.counters.delete({ bucket });
  }

  private blockedDecision(row: RateLimitCounter | null): RateDecision {
    if (!row?.blocked_until) return ALLOWED;
    const remainingMs = new Date(row.blocked_until).getTime() - this.clock.now().getTime();
    return remainingMs > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(remainingMs / 1000) } : ALLOWED;
  }
}
