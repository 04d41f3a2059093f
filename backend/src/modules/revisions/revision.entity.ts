import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One stored state of a content item: written by every change of it, with who did it and what changed. */
@Entity('revisions')
export class RevisionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 32 })
  family: string;

  @Column({ type: 'integer' })
  item_id: number;

  @Column({ type: 'varchar', length: 16, default: '' })
  lang: string;

  /** The item's version after the change (its last version for a delete). */
  @Column({ type: 'integer' })
  version: number;

  @Column({ type: 'varchar', length: 16 })
  action: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  title: string;

  /** Names of the changed fields, comma-separated. */
  @Column({ type: 'varchar', length: 1000, default: '' })
  fields: string;

  @Column({ type: 'integer', nullable: true })
  admin_id: number | null;

  @Column({ type: 'varchar', length: 64, default: '' })
  username: string;

  /** The whole row as JSON (after the change; before it for a delete). */
  @Column({ type: 'text' })
  snapshot: string;

  /** From the Clock, so tests that move time see it. */
  @Column({ type: 'datetime' })
  created_at: Date;
}
