import { ApiProperty } from '@nestjs/swagger';
import type { Admin, AdminRole, Status } from '@site/contract';
import { isoOrNull } from '../../database/runtime/column-values';
import type { AdminEntity } from './admin.entity';

/** An admin account on the wire. The password hash and the username key never leave the service. */
export class AdminView implements Admin {
  @ApiProperty({ description: '管理员 id', example: 1 })
  id: number;

  @ApiProperty({ description: '用户名（不区分大小写唯一）', example: 'admin' })
  username: string;

  @ApiProperty({ description: '昵称', example: '超级管理员' })
  nickname: string;

  @ApiProperty({
    description: '角色：super 可管理一切；editor 不能管理管理员账号和站点设置',
    enum: ['super', 'editor'],
  })
  role: AdminRole;

  @ApiProperty({ description: '1 启用，0 停用', enum: [0, 1], example: 1 })
  status: Status;

  @ApiProperty({
    description: '最近登录时间（UTC）',
    type: String,
    nullable: true,
    format: 'date-time',
    example: '2026-11-21T08:00:00.000Z',
  })
  last_login_at: string | null;

  @ApiProperty({ description: '最近登录地址', type: String, nullable: true, example: '203.0.113.9' })
  last_login_ip: string | null;

  @ApiProperty({ description: '是否已启用两步验证（TOTP）', example: false })
  totp_enabled: boolean;

  @ApiProperty({ description: '创建时间（UTC）', format: 'date-time', example: '2026-11-21T08:00:00.000Z' })
  created_at: string;

  @ApiProperty({ description: '修改时间（UTC）', format: 'date-time', example: '2026-11-21T08:00:00.000Z' })
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
