import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminCall as Call, type BackupItem, type BackupLink } from '@site/contract';
import { AdminApi } from '../../common/http/api-call.decorator';
import { BackupsService } from './backups.service';
import { BackupItemView, BackupLinkView, BackupNameDto, StartedBackupView } from './dto/backups.dto';

@ApiTags('adm/backups')
@Controller('adm')
export class BackupsAdminController {
  constructor(private readonly backups: BackupsService) {}

  @AdminApi(Call.START_BACKUP, {
    summary:
      'Back up the whole site (every table and upload), written in the background; follow it with get_backup_list',
    answer: StartedBackupView,
    errors: [401, 403],
    roles: ['super'],
  })
  async start(): Promise<StartedBackupView> {
    return { name: await this.backups.start() };
  }

  @AdminApi(Call.GET_BACKUP_LIST, {
    summary: 'Backups, newest first, the one being written included',
    answer: [BackupItemView],
    errors: [401, 403],
    roles: ['super'],
  })
  list(): Promise<BackupItem[]> {
    return this.backups.list();
  }

  @AdminApi(Call.GET_BACKUP_LINK, {
    summary: 'A download link of a backup: valid 10 minutes, opened with GET, no headers needed',
    answer: BackupLinkView,
    errors: [401, 403, 404, 422],
    roles: ['super'],
  })
  link(@Body() dto: BackupNameDto): Promise<BackupLink> {
    return this.backups.link(dto.name);
  }
}
