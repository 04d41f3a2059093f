import type { AdminRole, Status } from '@site/contract';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('admins')
export class AdminEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 32 })
  username: string;

  /** `username` lower-cased; carries the unique index (unique ignoring case on every database). */
  @Column({ type: 'varchar', length: 32 })
  username_key: string;

  @Column({ type: 'varchar', length: 64, default: '' })
  nickname: string;

  /** argon2id PHC string; never leaves the service layer. */
  @Column({ type: 'varchar', length: 255 })
  password_hash: string;

  @Column({ type: 'varchar', length: 16, default: 'editor' })
  role: AdminRole;

  @Column({ type: 'integer', default: 1 })
  status: Status;

  @Column({ type: 'datetime', nullable: true })
  last_login_at: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  last_login_ip: string | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at: Date;
}
