import { ApiProperty } from '@nestjs/swagger';
import type { AdminSession } from '@site/contract';
import { isoOrNull } from '../../../database/runtime/column-values';
import type { AccessTokenEntity } from '../access-token.entity';

/** One signed-in session of the current admin. */
export class SessionView implements AdminSession {
  @ApiProperty({ description: '会话 id（adm/revoke_session 使用）', example: 12 })
  id: number;

  @ApiProperty({ description: '登录时浏览器的 User-Agent', example: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) ...' })
  device: string;

  @ApiProperty({ description: '登录地址', type: String, nullable: true, example: '203.0.113.9' })
  ip: string | null;

  @ApiProperty({ description: '登录时间（UTC）', format: 'date-time', example: '2026-11-21T08:00:00.000Z' })
  created_at: string;

  @ApiProperty({
    description: '最近活动时间（UTC，精确到分钟）',
    format: 'date-time',
    example: '2026-11-21T09:30:00.000Z',
  })
  last_seen_at: string;

  @ApiProperty({ description: '是否为发出本次请求的会话', example: true })
  current: boolean;
}

export function toSessionView(row: AccessTokenEntity, currentTokenId: number): SessionView {
  const created = isoOrNull(row.created_at) as string;
  return {
    id: row.id,
    device: row.user_agent ?? '',
    ip: row.ip ?? null,
    created_at: created,
    last_seen_at: isoOrNull(row.last_seen_at) ?? created,
    current: row.id === currentTokenId,
  };
}
