import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The site's sign-in policy: one row, id 1, written by the migration. */
@Entity('auth_policy')
export class AuthPolicyEntity {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'integer', default: 0 })
  totp_required: number;
}
