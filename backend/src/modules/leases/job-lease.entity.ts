import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Work `name` held by `holder` until `expires_at`, unless renewed (see JobLeases). */
@Entity('job_leases')
export class JobLeaseEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name: string;

  @Column({ type: 'varchar', length: 191 })
  holder: string;

  @Column({ type: 'datetime', precision: 3 })
  expires_at: Date;
}
