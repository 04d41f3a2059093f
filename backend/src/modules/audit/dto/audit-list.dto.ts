import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@site/contract';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../../common/crud';
import { IsIsoTime } from '../../../common/validation/field-rules';

/** `adm/get_audit_list`: a page, newest first, with optional filters. */
export class AuditListDto extends PageQueryDto {
  @ApiPropertyOptional({
    description:
      "Actor's user name (exact match), with the entries made through that admin's API keys (`<name> [API key: <key>]`)",
    example: 'admin',
    maxLength: 64,
  })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  actor?: string;

  @ApiPropertyOptional({ description: 'Action', enum: AUDIT_ACTIONS })
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: `action 只能是 ${AUDIT_ACTIONS.join('、')}` })
  action?: AuditAction;

  @ApiPropertyOptional({
    description: 'Target family (news, cases, …, admins, uploads, api_keys)',
    example: 'news',
    maxLength: 32,
  })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  family?: string;

  @ApiPropertyOptional({ description: 'From (inclusive, ISO 8601)', format: 'date-time' })
  @IsOptional()
  @IsString()
  @IsIsoTime()
  from?: string;

  @ApiPropertyOptional({ description: 'To (inclusive, ISO 8601)', format: 'date-time' })
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

  @ApiProperty({ nullable: true, type: Number, example: 1, description: "Actor's id (null for a failed sign-in)" })
  admin_id: number | null;

  @ApiProperty({
    example: 'admin',
    description:
      "Actor's user name (the name tried for a failed sign-in; `<admin> [API key: <name>]` for a call made with an API key)",
  })
  username: string;

  @ApiProperty({ example: 'super', description: "Actor's role" })
  role: string;

  @ApiProperty({ example: '203.0.113.7', description: 'Client address' })
  ip: string;

  @ApiProperty({ example: 'Mozilla/5.0', description: 'Browser (User-Agent, at most 255 characters)' })
  user_agent: string;

  @ApiProperty({ example: 'news', description: 'Target family, empty when there is no target' })
  family: string;

  @ApiProperty({ nullable: true, type: Number, example: 12 })
  target_id: number | null;

  @ApiProperty({ example: '公司新闻', description: 'Target title' })
  title: string;

  @ApiProperty({
    type: [String],
    example: ['title', 'content'],
    description: 'Names of the changed fields (values are never recorded)',
  })
  fields: string[];
}
