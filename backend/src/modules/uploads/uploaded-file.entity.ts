import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { numberTransformer } from '../../common/database/column-values';

/** A stored file: where it is (generated key), what it is (detected), and what the client called it. */
@Entity('uploaded_files')
export class UploadedFileEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Storage key, also the path under /uploads/ (e.g. `2026/11/<32 hex>.png`). */
  @Column({ type: 'varchar', length: 191 })
  stored_key: string;

  /** The client's name, cleaned (see `cleanFileName`): only for Content-Disposition. */
  @Column({ type: 'varchar', length: 255 })
  original_name: string;

  /** Detected from the bytes, never the client's claim. */
  @Column({ type: 'varchar', length: 100 })
  mime: string;

  @Column({ type: 'bigint', transformer: numberTransformer })
  size: number;

  @Column({ type: 'varchar', length: 64 })
  sha256: string;

  @Column({ type: 'integer', nullable: true })
  admin_id: number | null;

  /** A picture's size in pixels, as shown (EXIF orientation applied); 0 when it is none sharp reads; null unmeasured. */
  @Column({ type: 'integer', nullable: true })
  width: number | null;

  @Column({ type: 'integer', nullable: true })
  height: number | null;

  /** A picture's description for those who cannot see it (the library's; the editor's own per use wins). */
  @Column({ type: 'varchar', length: 200, default: '' })
  alt: string;

  @CreateDateColumn({ type: 'datetime' })
  created_at: Date;
}
