import { ApiProperty } from '@nestjs/swagger';
import type { Admin, AdminRole, Status } from '@site/contract';
import { isoOrNull } from '../../common/database/column-values';
import type { AdminEntity } from './admin.entity';

/** An admin account on the wire. The password hash and the username key never leave the service. */
export class AdminView implements Admin {
  @ApiProperty({ description: 'Admin id', example: 1 })
  id: number;

  @ApiProperty({ description: 'User name (unique, ignoring case)', example: 'admin' })
  username: string;

  @ApiProperty({ description: 'Nickname', example: '超级管理员' })
  nickname: string;

  @ApiProperty({
    description: 'Role: super may manage everything; editor may not manage admin accounts or site settings',
    enum: ['super', 'editor'],
  })
  role: AdminRole;

  @ApiProperty({ description: '1 enabled, 0 disabled', enum: [0, 1], example: 1 })
  status: Status;

  @ApiProperty({
    description: 'Last sign-in (UTC)',
    type: String,
    nullable: true,
    format: 'date-time',
    example: '2026-11-21T08:00:00.000Z',
  })
  last_login_at: string | null;

  @ApiProperty({ description: 'Last sign-in address', type: String, nullable: true, example: '203.0.113.9' })
  last_login_ip: string | null;

  @ApiProperty({ description: 'Whether two-factor sign-in (TOTP) is on', example: false })
  totp_enabled: boolean;

  @ApiProperty({ description: 'Created (UTC)', format: 'date-time', example: '2026-11-21T08:00:00.000Z' })
  created_at: string;

  @ApiProperty({ description: 'Last changed (UTC)', format: 'date-time', example: '2026-11-21T08:00:00.000Z' })
  updated_at: string;
}

/** Picks the wire fields one by one: a column added later stays private until it is listed here. */
export function toAdminView(row: AdminEntity): AdminView {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    role: row.role,
    status: Number(row.status) as Status,
    last_login_at: isoOrNull(row.last_login_at),
    last_login_ip: row.last_login_ip ?? null,
    totp_enabled: Boolean(row.totp_secret),
    created_at: isoOrNull(row.created_at) as string,
    updated_at: isoOrNull(row.updated_at) as string,
  };
}
