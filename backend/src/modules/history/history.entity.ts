import { Column, Entity } from 'typeorm';
import { ContentEntity } from '../../common/crud/content.entity';

/** A milestone of the company history: a year, optionally a month. */
@Entity('history')
export class HistoryEntity extends ContentEntity {
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
}
