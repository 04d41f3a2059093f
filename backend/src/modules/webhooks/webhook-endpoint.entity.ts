import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An address a super admin registered for events, with its signing secret sealed (see sealed-secrets.ts). */
@Entity('webhook_endpoints')
export class WebhookEndpointEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 500 })
  url: string;

  /** The events subscribed to, comma-separated (`*`: all). */
  @Column({ type: 'varchar', length: 2000 })
  events: string;

  @Column({ type: 'integer', default: 1 })
  enabled: number;

  /** The `whsec_…` secret, encrypted with the server's key: never on the wire after its creation, never logged. */
  @Column({ type: 'varchar', length: 255 })
  secret_sealed: string;

  /** When the first of the failed attempts since the last success was made; a day of them turns the endpoint off. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  failing_since: Date | null;

  /** Why the server turned the endpoint off ('' when it did not): the notice of the back office. */
  @Column({ type: 'varchar', length: 300, default: '' })
  disabled_reason: string;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  disabled_at: Date | null;

  @Column({ type: 'datetime', precision: 3 })
  created_at: Date;

  @Column({ type: 'datetime', precision: 3 })
  updated_at: Date;
}
