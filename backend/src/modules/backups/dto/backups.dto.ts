import { ApiProperty } from '@nestjs/swagger';
import type { BackupItem, BackupLink } from '@site/contract';
import { IsString, Matches } from 'class-validator';

const NAME_EXAMPLE = 'site-20261126-030000-a1b2c3.tar.gz';

/** `adm/get_backup_link`: which archive. */
export class BackupNameDto {
  @ApiProperty({ description: '备份文件名（来自 get_backup_list）', example: NAME_EXAMPLE })
  @IsString({ message: 'name 必须是文本' })
  @Matches(/^site-\d{8}-\d{6}-[0-9a-f]{6}\.tar\.gz$/, { message: 'name 不是备份文件名' })
  name: string;
}

export class BackupItemView implements BackupItem {
  @ApiProperty({ example: NAME_EXAMPLE })
  name: string;

  @ApiProperty({ description: '字节数（进行中为 0）', example: 10485760 })
  size: number;

  @ApiProperty({ description: '开始时间（UTC, ISO 8601）', format: 'date-time', example: '2026-11-26T03:00:00.000Z' })
  created_at: string;

  @ApiProperty({ description: '仍在进行中', example: false })
  running: boolean;
}

export class BackupLinkView implements BackupLink {
  @ApiProperty({ description: '下载地址（GET，无需请求头，10 分钟内有效）', example: '/api/backup_download?name=…' })
  url: string;

  @ApiProperty({ description: '失效时间（UTC, ISO 8601）', format: 'date-time' })
  expires_at: string;
}

export class StartedBackupView {
  @ApiProperty({ description: '正在写入的备份文件名', example: NAME_EXAMPLE })
  name: string;
}
