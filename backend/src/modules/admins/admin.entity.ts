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

  /** 1 after a reset on the server: the admin must set a password of their own before anything else. */
  @Column({ type: 'integer', default: 0 })
  must_change_password: number;

  /** Base32 TOTP secret once enrolment is confirmed; null: the account signs in with its password alone. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  totp_secret: string | null;

  /** The secret shown by `adm/totp_setup`, until `adm/totp_enable` confirms a code from it. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  totp_pending_secret: string | null;

  @Column({ type: 'datetime', nullable: true })
  totp_enabled_at: Date | null;

  /** RFC 6238 time step of the last code accepted: a code is never accepted twice. */
  @Column({ type: 'integer', nullable: true })
  totp_last_step: number | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at: Date;
}
