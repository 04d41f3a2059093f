import { Column, Entity } from 'typeorm';
import { ContentEntity } from '../../common/crud/content.entity';

@Entity('download_cates')
export class DownloadCateEntity extends ContentEntity {
  @Column({ type: 'varchar', length: 100, default: '' })
  name: string;

  @Column({ type: 'integer', default: 0 })
  sort: number;
}
