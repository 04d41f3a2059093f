import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import { column } from './columns';

/**
 * Two-factor sign-in and sessions (issue 21): an admin's TOTP secret (pending until confirmed), hashed one-time
 * recovery codes, the challenges between the password and the code, the device tokens that exempt their holder
 * from the per-name lockout, the site's "every admin needs TOTP" policy, and what a session list shows.
 */
export class TwoFactorSignIn1763783000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('admins', [
      new TableColumn(column.string('totp_secret', 64, { isNullable: true })),
      new TableColumn(column.string('totp_pending_secret', 64, { isNullable: true })),
      new TableColumn(column.datetime('totp_enabled_at')),
      new TableColumn(column.int('totp_last_step', null)),
    ]);
    await queryRunner.addColumns('access_tokens', [
      new TableColumn(column.string('user_agent', 255, { isNullable: true })),
      new TableColumn(column.datetime('last_seen_at')),
    ]);
    await queryRunner.createTable(
      new Table({
        name: 'admin_recovery_codes',
        columns: [
          column.id(),
          column.int('admin_id', null, { isNullable: false }),
          column.string('code_hash', 64),
          column.datetime('used_at'),
        ],
        indices: [{ name: 'IDX_admin_recovery_codes_admin', columnNames: ['admin_id'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'login_challenges',
        columns: [
          column.id(),
          column.string('challenge_hash', 64),
          column.int('admin_id', null, { isNullable: false }),
          column.datetime('expires_at', { isNullable: false }),
          column.datetime('used_at'),
        ],
        indices: [
          { name: 'IDX_login_challenges_hash', columnNames: ['challenge_hash'], isUnique: true },
          { name: 'IDX_login_challenges_expires', columnNames: ['expires_at'] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'login_devices',
        columns: [
          column.id(),
          column.int('admin_id', null, { isNullable: false }),
          column.string('token_hash', 64),
          column.datetime('last_used_at', { isNullable: false }),
        ],
        indices: [
          { name: 'IDX_login_devices_hash', columnNames: ['token_hash'], isUnique: true },
          { name: 'IDX_login_devices_admin', columnNames: ['admin_id', 'last_used_at'] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'auth_policy',
        columns: [{ name: 'id', type: 'integer', isPrimary: true }, column.int('totp_required', 0)],
      }),
    );
    await queryRunner.query('INSERT INTO auth_policy (id, totp_required) VALUES (1, 0)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['auth_policy', 'login_devices', 'login_challenges', 'admin_recovery_codes']) {
      await queryRunner.dropTable(table);
    }
    await queryRunner.dropColumns('access_tokens', ['user_agent', 'last_seen_at']);
    await queryRunner.dropColumns('admins', [
      'totp_secret',
      'totp_pending_secret',
      'totp_enabled_at',
      'totp_last_step',
    ]);
  }
}
