import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { column } from './columns';

/**
 * A picture's description in the media library (`adm/save_media_alt`): what the public page says for it wherever the
 * editor left a picture of the text undescribed.
 */
export class MediaAltText1763790010000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('uploaded_files', new TableColumn(column.string('alt', 200)));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('uploaded_files', 'alt');
  }
}
