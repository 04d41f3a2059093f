import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One of an admin's ten one-time recovery codes, stored as its sha256 (the codes are random, not passwords). */
@Entity('admin_recovery_codes')
export class RecoveryCodeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  admin_id: number;

  @Column({ type: 'varchar', length: 64 })
  code_hash: string;

  @Column({ type: 'datetime', nullable: true })
  used_at: Date | null;
}
