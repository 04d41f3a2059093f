import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { column } from './columns';

/**
 * `job_leases`: work that runs once across every process (a backup), each named by one row while a process holds
 * it; a lease whose holder stopped renewing it (a process that died) is free again after `expires_at`.
 */
export class JobLeases1763787000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'job_leases',
        columns: [
          column.string('name', 64, { isPrimary: true }),
          column.string('holder', 191),
          column.datetime('expires_at', { isNullable: false, precision: 3 }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('job_leases');
  }
}
