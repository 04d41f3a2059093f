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

  /** Counts one hit and says whether it is within the rule. */
  async hit(bucket: string, rule: RateRule): Promise<RateDecision> {
    const now = this.clock.now();
    await this.counters
      .createQueryBuilder()
      .insert()
      .values({ bucket, hits: 0, window_start: now, blocked_until: null })
      .orIgnore()
      .execute();
    const blocked = this.blockedDecision(await this.counters.findOneBy({ bucket }));
    if (!blocked.allowed) return blocked;
    await this.counters.update(
      { bucket, window_start: LessThanOrEqual(new Date(now.getTime() - rule.windowMs)) },
      { hits: 0, window_start: now, blocked_until: null },
    );
    await this.counters.increment({ bucket }, 'hits', 1);
    const row = await this.counters.findOneByOrFail({ bucket });
    if (row.hits < rule.limit || (row.hits === rule.limit && !rule.blockMs)) return ALLOWED;
    if (rule.blockMs) {
      const until = new Date(now.getTime() + rule.blockMs);
      await this.counters.update({ bucket }, { hits: 0, window_start: now, blocked_until: until });
      return { allowed: false, retryAfterSeconds: Math.ceil(rule.blockMs / 1000) };
    }
    const windowEnds = new Date(row.window_start).getTime() + rule.windowMs;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)) };
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
