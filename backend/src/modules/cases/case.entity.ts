import { Column, Entity } from 'typeorm';
import { ArticleEntity } from '../articles/article.entity';

/** A case study: an article with the client it was for. */
@Entity('cases')
export class CaseEntity extends ArticleEntity {
  @Column({ type: 'varchar', length: 128, default: '' })
  client: string;
}
