import { ApiProperty } from '@nestjs/swagger';
import type { BackupItem, BackupLink } from '@site/contract';
import { IsString, Matches } from 'class-validator';

const NAME_EXAMPLE = 'site-20261126-030000-a1b2c3.tar.gz';

/** `adm/get_backup_link`: which archive. */
export class BackupNameDto {
  @ApiProperty({ description: 'Backup file name (from get_backup_list)', example: NAME_EXAMPLE })
  @IsString({ message: 'name 必须是文本' })
  @Matches(/^site-\d{8}-\d{6}-[0-9a-f]{6}\.tar\.gz$/, { message: 'name 不是备份文件名' })
  name: string;
}

export class BackupItemView implements BackupItem {
  @ApiProperty({ example: NAME_EXAMPLE })
  name: string;

  @ApiProperty({ description: 'Bytes (0 while being written)', example: 10485760 })
  size: number;

  @ApiProperty({ description: 'Started (UTC, ISO 8601)', format: 'date-time', example: '2026-11-26T03:00:00.000Z' })
  created_at: string;

  @ApiProperty({ description: 'Still being written', example: false })
  running: boolean;
}

export class BackupLinkView implements BackupLink {
  @ApiProperty({
    description: 'Download URL (GET, no headers, valid 10 minutes)',
    example: '/api/backup_download?name=…',
  })
  url: string;

  @ApiProperty({ description: 'Expires (UTC, ISO 8601)', format: 'date-time' })
  expires_at: string;
}

export class StartedBackupView {
  @ApiProperty({ description: 'Name of the backup being written', example: NAME_EXAMPLE })
  name: string;
}
