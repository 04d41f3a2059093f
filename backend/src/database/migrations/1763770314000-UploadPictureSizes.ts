import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { column } from './columns';

/**
 * Each uploaded picture's size in pixels, stored with it so a page learns the sizes of all its pictures in one
 * read (`get_image_sizes`). Null until measured: at upload from now on, and for earlier uploads when first asked.
 */
export class UploadPictureSizes1763770314000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('uploaded_files', [
      new TableColumn(column.int('width', null)),
      new TableColumn(column.int('height', null)),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('uploaded_files', 'height');
    await queryRunner.dropColumn('uploaded_files', 'width');
  }
}
