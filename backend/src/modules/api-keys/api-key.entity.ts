import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An API key for scripts. Only the SHA-256 digest of the key is stored (the key is 32 random bytes: a plain digest
 * is enough, no slow hash needed), with its first characters to tell keys apart in the list.
 */
@Entity('api_keys')
export class ApiKeyEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 64 })
  name: string;

  @Column({ type: 'varchar', length: 16 })
  prefix: string;

  @Column({ type: 'varchar', length: 64 })
  key_hash: string;

  /** Comma-separated ApiKeyScope values. */
  @Column({ type: 'varchar', length: 100 })
  scopes: string;

  /** The super admin who made it: the key acts as them. */
  @Column({ type: 'integer' })
  admin_id: number;

  @Column({ type: 'datetime', nullable: true })
  expires_at: Date | null;

  /** Refreshed at most once a minute by the calls made with the key. */
  @Column({ type: 'datetime', nullable: true })
  last_used_at: Date | null;

  @Column({ type: 'datetime', nullable: true })
  revoked_at: Date | null;

  /** Set from the Clock, like the other times of the row. */
  @Column({ type: 'datetime' })
  created_at: Date;
}
