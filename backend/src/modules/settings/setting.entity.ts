import type { Flag } from '@site/contract';
import { Column, Entity } from 'typeorm';
import { ContentEntity } from '../../common/crud/content.entity';

/**
 * A site setting (wire entity `set`), unique `lang` + `key`. `key` and `group` are reserved words
 * in SQL; TypeORM quotes every identifier it writes, on SQLite and MySQL alike.
 */
@Entity('settings')
export class SettingEntity extends ContentEntity {
  @Column({ type: 'varchar', length: 64 })
  key: string;

  /** TEXT (MEDIUMTEXT on MySQL); nullable in the table because MySQL TEXT columns take no default. */
  @Column({ type: 'text', nullable: true })
  value: string | null;

  @Column({ type: 'varchar', length: 100, default: '' })
  title: string;

  @Column({ type: 'varchar', length: 64, default: '' })
  group: string;

  /** 1: may leave the API on public calls; 0 (default): admin only. */
  @Column({ type: 'integer', default: 0 })
  is_public: Flag;
}
