import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@site/contract';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../../common/crud';
import { IsIsoTime } from '../../../common/validation/field-rules';

/** `adm/get_audit_list`: a page, newest first, with optional filters. */
export class AuditListDto extends PageQueryDto {
  @ApiPropertyOptional({ description: '操作者用户名（完全匹配）', example: 'admin', maxLength: 64 })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  actor?: string;

  @ApiPropertyOptional({ description: '操作类型', enum: AUDIT_ACTIONS })
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: `action 只能是 ${AUDIT_ACTIONS.join('、')}` })
  action?: AuditAction;

  @ApiPropertyOptional({ description: '对象类别（news、cases、…、admins、uploads）', example: 'news', maxLength: 32 })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  family?: string;

  @ApiPropertyOptional({ description: '起始时间（含，ISO 8601）', format: 'date-time' })
  @IsOptional()
  @IsString()
  @IsIsoTime()
  from?: string;

  @ApiPropertyOptional({ description: '截止时间（含，ISO 8601）', format: 'date-time' })
  @IsOptional()
  @IsString()
  @IsIsoTime()
  to?: string;
}

/** One audit log entry on the wire. */
export class AuditEntryView implements AuditEntry {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ format: 'date-time', example: '2026-11-21T08:00:00.000Z' })
  created_at: string;

  @ApiProperty({ enum: AUDIT_ACTIONS, example: 'update' })
  action: AuditAction;

  @ApiProperty({ nullable: true, type: Number, example: 1, description: '操作者 id（未登录的失败尝试为 null）' })
  admin_id: number | null;

  @ApiProperty({ example: 'admin', description: '操作者用户名（登录失败时为尝试的用户名）' })
  username: string;

  @ApiProperty({ example: 'super', description: '操作者角色' })
  role: string;

  @ApiProperty({ example: '203.0.113.7', description: '客户端地址' })
  ip: string;

  @ApiProperty({ example: 'Mozilla/5.0', description: '浏览器标识（最多 255 个字符）' })
  user_agent: string;

  @ApiProperty({ example: 'news', description: '对象类别，无对象时为空' })
  family: string;

  @ApiProperty({ nullable: true, type: Number, example: 12 })
  target_id: number | null;

  @ApiProperty({ example: '公司新闻', description: '对象标题' })
  title: string;

  @ApiProperty({ type: [String], example: ['title', 'content'], description: '修改的字段名（从不记录值）' })
  fields: string[];
}
