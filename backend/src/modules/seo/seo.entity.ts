import { Column, Entity } from 'typeorm';
import { ContentEntity } from '../../common/crud/content.entity';

/** The title, keywords and description of one public page, per language (unique `lang` + `page`). */
@Entity('seo')
export class SeoEntity extends ContentEntity {
  @Column({ type: 'varchar', length: 64 })
  page: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  title: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  keywords: string;

  @Column({ type: 'varchar', length: 1000, default: '' })
  description: string;
}
