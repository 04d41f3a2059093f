import type { Status } from '@site/contract';
import { Column, Entity } from 'typeorm';
import { ContentEntity } from '../../common/crud/content.entity';
import { numberTransformer } from '../../common/database/column-values';

@Entity('downloads')
export class DownloadEntity extends ContentEntity {
  /** A category of the same lang; the foreign key (ON DELETE NO ACTION) keeps it from going while used. */
  @Column({ type: 'integer' })
  cate_id: number;

  @Column({ type: 'varchar', length: 200, default: '' })
  title: string;

  @Column({ type: 'varchar', length: 1000, default: '' })
  description: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  file_url: string;

  @Column({ type: 'varchar', length: 255, default: '' })
  file_name: string;

  /** Bytes. BIGINT (files over 4 GiB); the transformer keeps it a number on every driver. */
  @Column({ type: 'bigint', default: 0, transformer: numberTransformer })
  file_size: number;

  @Column({ type: 'integer', default: 1 })
  status: Status;

  @Column({ type: 'integer', default: 0 })
  sort: number;

  /** Counted by the public `count_download` call only; never client-writable. */
  @Column({ type: 'integer', default: 0 })
  download_count: number;
}
