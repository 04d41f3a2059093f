import type { Status } from '@site/contract';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One on-screen comment of a video, stored as the visitor typed it (escaped only on the way out). */
@Entity('danmaku')
export class DanmakuEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 64 })
  video_id: string;

  @Column({ type: 'varchar', length: 64, default: '' })
  author: string;

  /** Seconds into the video. */
  @Column({ type: 'double', default: 0 })
  time: number;

  @Column({ type: 'varchar', length: 100, default: '' })
  text: string;

  /** 0xRRGGBB as an integer, as DPlayer sends it. */
  @Column({ type: 'integer', default: 0xffffff })
  color: number;

  /** 0 right-to-left, 1 top, 2 bottom. */
  @Column({ type: 'integer', default: 0 })
  type: 0 | 1 | 2;

  @Column({ type: 'integer', default: 1 })
  status: Status;

  @Column({ type: 'varchar', length: 64, default: '' })
  ip: string;

  @Column({ type: 'datetime' })
  created_at: Date;
}
