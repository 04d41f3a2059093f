import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The step between a right password and the TOTP code: single use, stored as the sha256 of the challenge. */
@Entity('login_challenges')
export class LoginChallengeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 64 })
  challenge_hash: string;

  @Column({ type: 'integer' })
  admin_id: number;

  @Column({ type: 'datetime' })
  expires_at: Date;

  @Column({ type: 'datetime', nullable: true })
  used_at: Date | null;
}
