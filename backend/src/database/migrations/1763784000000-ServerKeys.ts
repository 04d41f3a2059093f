import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { column } from './columns';

/**
 * Keys the server makes for itself (e.g. the preview links' HMAC key when PREVIEW_SECRET is unset): one row each,
 * made by whichever process asks first, so every process on the database signs and checks with the same key.
 */
export class ServerKeys1763784000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'server_key',
        columns: [column.string('name', 64, { isPrimary: true }), column.string('secret', 128)],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('server_key');
  }
}
