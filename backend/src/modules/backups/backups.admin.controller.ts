import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminCall as Call, type BackupItem, type BackupLink } from '@site/contract';
import { AdminApi } from '../../common/http/api-call.decorator';
import { BackupsService } from './backups.service';
import { BackupItemView, BackupLinkView, BackupNameDto, StartedBackupView } from './dto/backups.dto';

@ApiTags('备份')
@Controller('adm')
export class BackupsAdminController {
  constructor(private readonly backups: BackupsService) {}

  @AdminApi(Call.START_BACKUP, {
    summary: '开始备份整个网站（所有数据表与上传文件），在后台写入；进度见 get_backup_list',
    answer: StartedBackupView,
    errors: [401, 403],
    roles: ['super'],
  })
  async start(): Promise<StartedBackupView> {
    return { name: await this.backups.start() };
  }

  @AdminApi(Call.GET_BACKUP_LIST, {
    summary: '备份列表（最新在前），含进行中的备份',
    answer: [BackupItemView],
    errors: [401, 403],
    roles: ['super'],
  })
  list(): Promise<BackupItem[]> {
    return this.backups.list();
  }

  @AdminApi(Call.GET_BACKUP_LINK, {
    summary: '备份的下载链接：10 分钟内有效，用 GET 打开，无需请求头',
    answer: BackupLinkView,
    errors: [401, 403, 404, 422],
    roles: ['super'],
  })
  link(@Body() dto: BackupNameDto): Promise<BackupLink> {
    return this.backups.link(dto.name);
  }
}
