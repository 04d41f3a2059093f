import { Column, Entity } from 'typeorm';
import { ContentEntity } from '../../common/crud/content.entity';

/** A named block of rich text a public page shows (about, join…); `key` is unique per lang. */
@Entity('page_texts')
export class PageTextEntity extends ContentEntity {
  /** A reserved word in MySQL; TypeORM quotes it in every query it builds. */
  @Column({ type: 'varchar', length: 64 })
  key: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  title: string;

  /** Sanitised rich HTML (MEDIUMTEXT on MySQL). */
  @Column({ type: 'text', nullable: true })
  content: string;
}
