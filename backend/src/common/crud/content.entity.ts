import { Column, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** The columns every content entity has (contract: `id`, `lang`, `created_at`, `updated_at`). */
export abstract class ContentEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 16 })
  lang: string;

  @CreateDateColumn({ type: 'datetime' })
  created_at: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at: Date;

  /** One more on every change by an admin (never by a view or download count): a save may name the one it edited. */
  @Column({ type: 'integer', default: 1 })
  version: number;
}
