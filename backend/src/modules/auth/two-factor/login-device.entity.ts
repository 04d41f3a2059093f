import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A browser that completed a sign-in of this admin (OWASP's device cookie): presenting its token exempts a
 * sign-in from the per-name lockout across addresses. Only the sha256 of the token is stored.
 */
@Entity('login_devices')
export class LoginDeviceEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  admin_id: number;

  @Column({ type: 'varchar', length: 64 })
  token_hash: string;

  @Column({ type: 'datetime' })
  last_used_at: Date;
}
