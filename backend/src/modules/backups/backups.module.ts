import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../uploads/uploads.module';
import { BackupDownloadController } from './backup-download.controller';
import { BackupsAdminController } from './backups.admin.controller';
import { BackupSchedule } from './backup-schedule';
import { BackupsService } from './backups.service';
import { JobLeaseEntity } from './job-lease.entity';
import { JobLeases } from './job-leases';

/** Backups of the whole site from the back office and on a schedule (the CLI is src/cli/backup-cli.ts). */
@Module({
  imports: [UploadsModule, TypeOrmModule.forFeature([JobLeaseEntity])],
  controllers: [BackupsAdminController, BackupDownloadController],
  providers: [BackupsService, BackupSchedule, JobLeases],
})
export class BackupsModule {}
