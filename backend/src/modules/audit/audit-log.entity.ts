import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One audit log entry: appended, never changed; removed only once older than AUDIT_KEEP_DAYS. */
@Entity('audit_log')
export class AuditLogEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Set from the Clock (not the database), so tests that move time see it. */
  @Column({ type: 'datetime' })
  created_at: Date;

  @Column({ type: 'varchar', length: 32 })
  action: string;

  @Column({ type: 'integer', nullable: true })
  admin_id: number | null;

  @Column({ type: 'varchar', length: 64, default: '' })
  username: string;

  @Column({ type: 'varchar', length: 16, default: '' })
  role: string;

  @Column({ type: 'varchar', length: 64, default: '' })
  ip: string;

  @Column({ type: 'varchar', length: 255, default: '' })
  user_agent: string;

  @Column({ type: 'varchar', length: 32, default: '' })
  family: string;

  @Column({ type: 'integer', nullable: true })
  target_id: number | null;

  @Column({ type: 'varchar', length: 200, default: '' })
  title: string;

  /** Names of the changed fields, comma-separated; never values. */
  @Column({ type: 'varchar', length: 1000, default: '' })
  fields: string;
}
