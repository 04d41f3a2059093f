import type { Flag, Status } from '@site/contract';
import { Column, Entity } from 'typeorm';
import { ContentEntity } from '../../common/crud/content.entity';

@Entity('news')
export class NewsEntity extends ContentEntity {
  @Column({ type: 'varchar', length: 200, default: '' })
  title: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  summary: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  cover: string;

  /** Sanitised rich HTML (MEDIUMTEXT on MySQL). */
  @Column({ type: 'text', nullable: true })
  content: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  video: string;

  @Column({ type: 'varchar', length: 64, default: '' })
  category: string;

  @Column({ type: 'varchar', length: 64, default: '' })
  author: string;

  @Column({ type: 'varchar', length: 128, default: '' })
  source: string;

  @Column({ type: 'integer', default: 0 })
  is_top: Flag;

  @Column({ type: 'integer', default: 1 })
  status: Status;

  @Column({ type: 'datetime' })
  publish_time: Date;

  /** Counted by get_news_detail only; never client-writable. */
  @Column({ type: 'integer', default: 0 })
  views: number;

  @Column({ type: 'integer', default: 0 })
  sort: number;
}
