import type { BaiduPushState } from '@site/contract';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A page of the site to push to Baidu, and how its push went (see BaiduPushQueue and BaiduPushSender). */
@Entity('baidu_pushes')
export class BaiduPushEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** The page's absolute address under SITE_URL. */
  @Column({ type: 'varchar', length: 191 })
  url: string;

  @Column({ type: 'varchar', length: 16 })
  state: BaiduPushState;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  next_attempt_at: Date | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  pushed_at: Date | null;

  /** What Baidu or the network answered last, as shown in the back office. */
  @Column({ type: 'varchar', length: 500, default: '' })
  answer: string;

  /** When the page last went live or changed: what is being announced. */
  @Column({ type: 'datetime', precision: 3 })
  changed_at: Date;
}
