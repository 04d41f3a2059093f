import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { BackupDownloadController } from './backup-download.controller';
import { BackupsAdminController } from './backups.admin.controller';
import { BackupSchedule } from './backup-schedule';
import { BackupsService } from './backups.service';
import { RestoreJournal } from './restore-journal';

/** Backups of the whole site from the back office and on a schedule (the CLI is src/cli/backup-cli.ts). */
@Module({
  imports: [UploadsModule],
  controllers: [BackupsAdminController, BackupDownloadController],
  providers: [BackupsService, BackupSchedule, RestoreJournal],
})
export class BackupsModule {}
