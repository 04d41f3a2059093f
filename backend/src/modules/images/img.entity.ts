import type { Status } from '@site/contract';
import { Column, Entity } from 'typeorm';
import { ContentEntity } from '../../common/crud/content.entity';

/** An image list entry (`img` on the wire): banners, partners, honours… told apart by `group`. */
@Entity('imgs')
export class ImgEntity extends ContentEntity {
  @Column({ type: 'varchar', length: 200, default: '' })
  title: string;

  /** A reserved word in SQL; TypeORM quotes it in every query it builds. */
  @Column({ type: 'varchar', length: 32, default: '' })
  group: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  image: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  video: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  link: string;

  @Column({ type: 'varchar', length: 1000, default: '' })
  description: string;

  @Column({ type: 'integer', default: 1 })
  status: Status;

  @Column({ type: 'integer', default: 0 })
  sort: number;
}
