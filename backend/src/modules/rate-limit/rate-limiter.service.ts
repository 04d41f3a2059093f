import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomInt, randomUUID } from 'node:crypto';
import { LessThan, LessThanOrEqual, MoreThan, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { RateLimitLock } from './rate-limit-lock.entity';
import { RateLimitSlot } from './rate-limit-slot.entity';

export interface RateRule {
  /** Attempts allowed in any window of `windowMs`. */
  limit: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the bucket accepts again (0 when allowed). */
  retryAfterSeconds: number;
}

/** The place an admitted attempt holds in its bucket, to give back or forget afterwards. */
export interface RateTicket {
  bucket: string;
  slot: number;
  claim: string;
  expiresAt: Date;
}

export type Admission = { allowed: true; ticket: RateTicket } | { allowed: false; retryAfterSeconds: number };

const ALLOWED: RateDecision = { allowed: true, retryAfterSeconds: 0 };
/** `expires_at` of a free place. */
const FREE = new Date(0);

const refused = (until: Date, now: Date) => ({
  allowed: false as const,
  retryAfterSeconds: Math.max(1, Math.ceil((new Date(until).getTime() - now.getTime()) / 1000)),
});

/**
 * Sliding-window limits and lockouts kept in the database, so they hold across server processes and
 * restarts. A bucket has `limit` places; an attempt must claim a free one (a single conditional UPDATE,
 * atomic on every database) BEFORE the work it guards. However many attempts arrive at once, at most
 * `limit` are admitted in any window, and an attempt refused is not counted.
 */
@Injectable()
export class RateLimiterService {
  constructor(
    @InjectRepository(RateLimitSlot) private readonly slots: Repository<RateLimitSlot>,
    @InjectRepository(RateLimitLock) private readonly locks: Repository<RateLimitLock>,
    private readonly clock: Clock,
  ) {}

  /** Whether the bucket is locked right now (counts nothing). */
  async check(bucket: string): Promise<RateDecision> {
    const now = this.clock.now();
    const lock = await this.locks.findOneBy({ bucket, locked_until: MoreThan(now) });
    return lock ? refused(lock.locked_until, now) : ALLOWED;
  }

  /** Counts one attempt; refused (and not counted) while locked or while all `limit` places are taken. */
  async admit(bucket: string, rule: RateRule): Promise<Admission> {
    const lock = await this.check(bucket);
    if (!lock.allowed) return { allowed: false, retryAfterSeconds: lock.retryAfterSeconds };
    const now = this.clock.now();
    const ticket = { bucket, claim: randomUUID(), expiresAt: new Date(now.getTime() + rule.windowMs) };
    // Each lost race means another attempt took a place, so this ends after at most `limit` rounds.
    for (;;) {
      const places = await this.places(bucket, rule.limit);
      const free = places.filter((place) => new Date(place.expires_at).getTime() <= now.getTime());
      if (free.length === 0) return refused(places[0].expires_at, now);
      // A random free place: concurrent attempts rarely race for the same one.
      const { slot } = free[randomInt(free.length)];
      const claimed = await this.slots.update(
        { bucket, slot, expires_at: LessThanOrEqual(now) },
        { expires_at: ticket.expiresAt, claim: ticket.claim },
      );
      if (claimed.affected) return { allowed: true, ticket: { ...ticket, slot } };
    }
  }

  /** Gives an admitted attempt's place back (it turned out not to count, e.g. the right password). */
  async refund({ bucket, slot, claim }: RateTicket): Promise<void> {
    await this.slots.update({ bucket, slot, claim }, { expires_at: FREE, claim: '' });
  }

  /** Frees the places of the attempts admitted up to `ticket` included; later attempts stay counted. */
  async forget({ bucket, expiresAt }: RateTicket): Promise<void> {
    await this.slots.update({ bucket, expires_at: LessThanOrEqual(expiresAt) }, { expires_at: FREE, claim: '' });
  }

  /** Locks the bucket for `lockMs` when all its places are taken; answers whether it is locked. */
  async lockWhenFull(bucket: string, rule: RateRule, lockMs: number): Promise<RateDecision> {
    const now = this.clock.now();
    const taken = await this.slots.countBy({ bucket, slot: LessThan(rule.limit), expires_at: MoreThan(now) });
    if (taken >= rule.limit) {
      const lockedUntil = new Date(now.getTime() + lockMs);
      await this.locks.createQueryBuilder().insert().values({ bucket, locked_until: lockedUntil }).orIgnore().execute();
      await this.locks.update({ bucket, locked_until: LessThanOrEqual(now) }, { locked_until: lockedUntil });
    }
    return this.check(bucket);
  }

  /** Deletes free places and expired locks, so the tables hold only what still decides an answer. */
  async purge(): Promise<void> {
    const now = this.clock.now();
    await this.slots.delete({ expires_at: LessThanOrEqual(now) });
    await this.locks.delete({ locked_until: LessThanOrEqual(now) });
  }

  /** The bucket's `limit` places, soonest free first; missing ones (new bucket, purged, raised limit) are added. */
  private async places(bucket: string, limit: number): Promise<RateLimitSlot[]> {
    const find = () =>
      this.slots.find({ where: { bucket, slot: LessThan(limit) }, order: { expires_at: 'ASC', slot: 'ASC' } });
    const places = await find();
    if (places.length === limit) return places;
    const all = Array.from({ length: limit }, (_, slot) => ({ bucket, slot, expires_at: FREE, claim: '' }));
    await this.slots.createQueryBuilder().insert().values(all).orIgnore().execute();
    return find();
  }
}
