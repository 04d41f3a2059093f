import type { Status } from '@site/contract';
import { Column } from 'typeorm';
import { ContentEntity } from '../../common/crud/content.entity';

/** The columns news and cases share: a titled, scheduled rich-text article. */
export abstract class ArticleEntity extends ContentEntity {
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

  @Column({ type: 'integer', default: 1 })
  status: Status;

  @Column({ type: 'datetime' })
  publish_time: Date;

  @Column({ type: 'integer', default: 0 })
  sort: number;
}
