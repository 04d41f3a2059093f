import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A bucket locked out until `locked_until` (login lockouts); the row outlives nothing but its lock. */
@Entity('rate_limit_locks')
export class RateLimitLock {
  @PrimaryColumn({ type: 'varchar', length: 191 })
  bucket: string;

  @Column({ type: 'datetime', precision: 3 })
  locked_until: Date;
}
