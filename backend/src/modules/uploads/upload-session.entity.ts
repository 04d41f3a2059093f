import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { numberTransformer } from '../../common/database/column-values';

/**
 * A multi-part upload in progress. Its parts are storage objects `parts/<upload_id>/<n>`; this row
 * is all the shared state, so any server process can take any part.
 */
@Entity('upload_sessions')
export class UploadSessionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Random, unguessable (32 hex); the client's handle on the upload. */
  @Column({ type: 'varchar', length: 32 })
  upload_id: string;

  @Column({ type: 'integer' })
  admin_id: number;

  /** Cleaned client file name. */
  @Column({ type: 'varchar', length: 255 })
  file_name: string;

  @Column({ type: 'bigint', transformer: numberTransformer })
  file_size: number;

  @Column({ type: 'integer' })
  chunk_size: number;

  @Column({ type: 'integer' })
  total_parts: number;

  /** Declared sha256 (lowercase hex), '' when none was declared. */
  @Column({ type: 'varchar', length: 64, default: '' })
  sha256: string;

  /** Pushed forward by every part; past it the upload is abandoned and swept. */
  @Column({ type: 'datetime' })
  expires_at: Date;

  /** Set while one process assembles the file, so a second finish cannot assemble it twice. */
  @Column({ type: 'datetime', nullable: true })
  finishing_until: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at: Date;
}
