import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { column } from './columns';

/**
 * An account whose password was reset on the server (`npm run admin -- reset-password`): 1 until its admin sets a
 * password of their own; until then every call but that change, who-am-I and sign-out answers 403
 * PASSWORD_CHANGE_REQUIRED.
 */
export class PasswordChangeRequired1763790100000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('admins', new TableColumn(column.int('must_change_password', 0)));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('admins', 'must_change_password');
  }
}
