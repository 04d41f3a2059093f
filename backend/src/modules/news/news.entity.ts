import type { Flag } from '@site/contract';
import { Column, Entity } from 'typeorm';
import { ArticleEntity } from '../articles/article.entity';

/** A news item: an article with its author and source, pinning and a view count. */
@Entity('news')
export class NewsEntity extends ArticleEntity {
  @Column({ type: 'varchar', length: 64, default: '' })
  author: string;

  @Column({ type: 'varchar', length: 128, default: '' })
  source: string;

  @Column({ type: 'integer', default: 0 })
  is_top: Flag;

  /** Counted by get_news_detail only; never client-writable. */
  @Column({ type: 'integer', default: 0 })
  views: number;
}
