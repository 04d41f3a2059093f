import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A signed-in session. Only the sha256 of the token is stored: a database leak yields no usable token. */
@Entity('access_tokens')
export class AccessTokenEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  admin_id: number;

  @Column({ type: 'varchar', length: 64 })
  token_hash: string;

  @Column({ type: 'datetime' })
  expires_at: Date;

  @Column({ type: 'datetime', nullable: true })
  revoked_at: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  /** The browser's User-Agent at sign-in, for the session list. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  user_agent: string | null;

  /** Refreshed at most once a minute by the calls made with the token. */
  @Column({ type: 'datetime', nullable: true })
  last_seen_at: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at: Date;
}
