import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { column } from './columns';

/** Admin accounts, their access tokens (hashes only) and the shared rate-limit counters. */
export class CoreAuth1763769600000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'admins',
        columns: [
          column.id(),
          column.string('username', 32),
          // Lower-cased username with the unique index: "unique ignoring case" on every database alike.
          column.string('username_key', 32),
          column.string('nickname', 64),
          column.string('password_hash', 255),
          column.string('role', 16, { default: "'editor'" }),
          column.int('status', 1),
          column.datetime('last_login_at'),
          column.string('last_login_ip', 64, { isNullable: true }),
          ...column.timestamps(),
        ],
        indices: [{ name: 'UQ_admins_username_key', columnNames: ['username_key'], isUnique: true }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'access_tokens',
        columns: [
          column.id(),
          column.int('admin_id', null, { isNullable: false }),
          column.string('token_hash', 64),
          column.datetime('expires_at', { isNullable: false }),
          column.datetime('revoked_at'),
          column.string('ip', 64, { isNullable: true }),
          ...column.timestamps(),
        ],
        indices: [
          { name: 'UQ_access_tokens_token_hash', columnNames: ['token_hash'], isUnique: true },
          { name: 'IDX_access_tokens_admin_id', columnNames: ['admin_id'] },
        ],
        foreignKeys: [
          {
            columnNames: ['admin_id'],
            referencedTableName: 'admins',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'rate_limit_counters',
        columns: [
          column.string('bucket', 191, { isPrimary: true }),
          column.int('hits', 0),
          column.datetime('window_start', { isNullable: false }),
          column.datetime('blocked_until'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('rate_limit_counters');
    await queryRunner.dropTable('access_tokens');
    await queryRunner.dropTable('admins');
  }
}
