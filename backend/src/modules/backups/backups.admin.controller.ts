import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminCall as Call, type BackupItem, type BackupLink, type BackupStatus } from '@site/contract';
import { DeletedView } from '../../common/crud';
import { AdminApi } from '../../common/http/api-call.decorator';
import { BackupSchedule } from './backup-schedule';
import { BackupsService } from './backups.service';
import { BackupItemView, BackupLinkView, BackupNameDto, BackupStatusView, StartedBackupView } from './dto/backups.dto';
import { AdminCallContext, AdminContext } from '../../common/auth/admin-context';

@ApiTags('adm/backups')
@Controller('adm')
export class BackupsAdminController {
  constructor(
    private readonly backups: BackupsService,
    private readonly schedule: BackupSchedule,
  ) {}

  @AdminApi(Call.START_BACKUP, {
    summary:
      'Back up the whole site (every table and upload), written in the background; follow it with get_backup_list',
    description:
      'One backup runs at a time across every server process: while one does, 409 `CONFLICT` with its archive name in `data.running`.',
    answer: StartedBackupView,
    errors: [401, 403, 409],
    roles: ['super'],
  })
  async start(@AdminCallContext() call: AdminContext): Promise<StartedBackupView> {
    return { name: await this.backups.start(call.actor) };
  }

  @AdminApi(Call.GET_BACKUP_LIST, {
    summary: 'Backups, newest first, the one being written included',
    answer: [BackupItemView],
    errors: [401, 403],
    roles: ['super'],
  })
  list(@AdminCallContext() _call: AdminContext): Promise<BackupItem[]> {
    return this.backups.list();
  }

  @AdminApi(Call.GET_BACKUP_LINK, {
    summary: 'A download link of a backup: valid 10 minutes, opened with GET, no headers needed',
    description: 'The link names the admin it is given to: its download is audited as theirs (action `download`).',
    answer: BackupLinkView,
    errors: [401, 403, 404, 422],
    roles: ['super'],
  })
  link(@AdminCallContext() call: AdminContext, @Body() dto: BackupNameDto): Promise<BackupLink> {
    return this.backups.link(dto.name, call.actor);
  }

  @AdminApi(Call.GET_BACKUP_STATUS, {
    summary: 'The backup schedule and how backups stand: the last success, the last failure and its reason, a warning',
    description:
      '`warning`: `failed` when the newest backup failed, `overdue` when BACKUP_SCHEDULE is set and no archive is younger than twice its interval.',
    answer: BackupStatusView,
    errors: [401, 403],
    roles: ['super'],
  })
  status(@AdminCallContext() _call: AdminContext): Promise<BackupStatus> {
    return this.schedule.status();
  }

  @AdminApi(Call.DEL_BACKUP, {
    summary: 'Delete a finished backup (404 for one still being written)',
    answer: DeletedView,
    errors: [401, 403, 404, 422],
    roles: ['super'],
  })
  remove(@AdminCallContext() call: AdminContext, @Body() dto: BackupNameDto): Promise<{ deleted: number }> {
    return this.backups.remove(dto.name, call.actor);
  }
}
