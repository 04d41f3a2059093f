import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobLeaseEntity } from './job-lease.entity';
import { JobLeases } from './job-leases';
import { ServerPresence } from './server-presence';

/**
 * Work that runs once across every process (a backup, a scheduled run, a restore), through JobLeases, and the serving
 * processes' presence (global).
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([JobLeaseEntity])],
  providers: [JobLeases, ServerPresence],
  exports: [JobLeases, ServerPresence],
})
export class LeasesModule {}
