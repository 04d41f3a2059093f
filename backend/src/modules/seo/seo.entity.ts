import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** The title, keywords and description of one public page, per language (unique `lang` + `page`). */
@Entity('seo')
export class SeoEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 16 })
  lang: string;

  @Column({ type: 'varchar', length: 64 })
  page: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  title: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  keywords: string;

  @Column({ type: 'varchar', length: 1000, default: '' })
  description: string;

  @CreateDateColumn({ type: 'datetime' })
  created_at: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at: Date;
}
