import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { column } from './columns';

/** API keys for scripts (issue 23): the digest of each key, its scopes, maker, expiry and revocation. */
export class ApiKeys1763785000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'api_keys',
        columns: [
          column.id(),
          column.string('name', 64),
          column.string('prefix', 16),
          column.string('key_hash', 64),
          column.string('scopes', 100),
          column.int('admin_id', null, { isNullable: false }),
          column.datetime('expires_at'),
          column.datetime('last_used_at'),
          column.datetime('revoked_at'),
          column.datetime('created_at', { isNullable: false }),
        ],
        indices: [{ name: 'UQ_api_keys_key_hash', columnNames: ['key_hash'], isUnique: true }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('api_keys');
  }
}
