import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A milestone of the company history: a year, optionally a month. */
@Entity('history')
export class HistoryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 16 })
  lang: string;

  @Column({ type: 'integer' })
  year: number;

  /** 1–12, or null for an entry about the whole year. */
  @Column({ type: 'integer', nullable: true })
  month: number | null;

  @Column({ type: 'varchar', length: 200, default: '' })
  title: string;

  /** Plain text or rich HTML, sanitised either way (MEDIUMTEXT on MySQL). */
  @Column({ type: 'text', nullable: true })
  content: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  image: string;

  @Column({ type: 'integer', default: 0 })
  sort: number;

  @CreateDateColumn({ type: 'datetime' })
  created_at: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at: Date;
}
