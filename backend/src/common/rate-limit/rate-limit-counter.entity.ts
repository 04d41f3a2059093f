import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One fixed-window counter, e.g. `login:user:alice` or `danmaku:ip:203.0.113.9`. */
@Entity('rate_limit_counters')
export class RateLimitCounter {
  @PrimaryColumn({ type: 'varchar', length: 191 })
  bucket: string;

  @Column({ type: 'integer', default: 0 })
  hits: number;

  @Column({ type: 'datetime' })
  window_start: Date;

  @Column({ type: 'datetime', nullable: true })
  blocked_until: Date | null;
}
