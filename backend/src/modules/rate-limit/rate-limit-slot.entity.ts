import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One of the `limit` places of a bucket's sliding window (e.g. `login:user:alice`, `danmaku:ip:203.0.113.9`).
 * An attempt claims a free place until `expires_at` (its time plus the window); a place is free once
 * `expires_at` has passed. `claim` names the attempt holding it, so only that attempt can give it back.
 */
@Entity('rate_limit_slots')
export class RateLimitSlot {
  @PrimaryColumn({ type: 'varchar', length: 191 })
  bucket: string;

  @PrimaryColumn({ type: 'integer' })
  slot: number;

  @Column({ type: 'datetime', precision: 3 })
  expires_at: Date;

  @Column({ type: 'varchar', length: 36 })
  claim: string;
}
