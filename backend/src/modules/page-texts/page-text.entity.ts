import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A named block of rich text a public page shows (about, join…); `key` is unique per lang. */
@Entity('page_texts')
export class PageTextEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 16 })
  lang: string;

  /** A reserved word in MySQL; TypeORM quotes it in every query it builds. */
  @Column({ type: 'varchar', length: 64 })
  key: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  title: string;

  /** Sanitised rich HTML (MEDIUMTEXT on MySQL). */
  @Column({ type: 'text', nullable: true })
  content: string;

  @CreateDateColumn({ type: 'datetime' })
  created_at: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at: Date;
}
