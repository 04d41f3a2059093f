import { ApiProperty } from '@nestjs/swagger';
import type { BackupItem, BackupLink, BackupStatus } from '@site/contract';
import { IsString, Matches } from 'class-validator';

const NAME_EXAMPLE = 'site-20261126-030000-a1b2c3.tar.gz';

/** `adm/get_backup_link`: which archive. */
export class BackupNameDto {
  @ApiProperty({
    description: 'Backup file name (from get_backup_list)',
    example: NAME_EXAMPLE,
    pattern: '^site-\\d{8}-\\d{6}-[0-9a-f]{6}\\.tar\\.gz$',
  })
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

  @ApiProperty({ description: 'Failed and left no archive (why: get_backup_status)', example: false })
  failed: boolean;
}

class BackupFailureView {
  @ApiProperty({ example: NAME_EXAMPLE })
  name: string;

  @ApiProperty({ description: 'Started (UTC, ISO 8601)', format: 'date-time' })
  at: string;

  @ApiProperty({ description: 'Why it failed', example: 'ENOSPC: no space left on device' })
  reason: string;
}

export class BackupStatusView implements BackupStatus {
  @ApiProperty({
    description: 'BACKUP_SCHEDULE (cron), null when unset',
    type: String,
    nullable: true,
    example: '0 3 * * *',
  })
  schedule: string | null;

  @ApiProperty({ description: 'BACKUP_KEEP: scheduled backups kept', example: 7 })
  keep: number;

  @ApiProperty({ description: 'Next scheduled run', type: String, format: 'date-time', nullable: true })
  next_run_at: string | null;

  @ApiProperty({
    description: 'When the newest archive was started',
    type: String,
    format: 'date-time',
    nullable: true,
  })
  last_success_at: string | null;

  @ApiProperty({ description: 'The newest failed backup', type: BackupFailureView, nullable: true })
  last_failure: BackupFailureView | null;

  @ApiProperty({
    description: '`failed`: the newest backup failed; `overdue`: no archive younger than twice the schedule interval',
    // OpenAPI 3.0: a nullable enum lists null among its values.
    enum: ['failed', 'overdue', null],
    nullable: true,
    example: null,
  })
  warning: 'failed' | 'overdue' | null;
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
