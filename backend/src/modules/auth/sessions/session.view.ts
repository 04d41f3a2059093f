import { ApiProperty } from '@nestjs/swagger';
import type { AdminSession } from '@site/contract';
import { isoOrNull } from '../../../common/database/column-values';
import type { AccessTokenEntity } from '../access-token.entity';

/** One signed-in session of the current admin. */
export class SessionView implements AdminSession {
  @ApiProperty({ description: 'Session id (for adm/revoke_session)', example: 12 })
  id: number;

  @ApiProperty({
    description: "The browser's User-Agent at sign-in",
    example: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) ...',
  })
  device: string;

  @ApiProperty({ description: 'Sign-in address', type: String, nullable: true, example: '203.0.113.9' })
  ip: string | null;

  @ApiProperty({ description: 'Sign-in time (UTC)', format: 'date-time', example: '2026-11-21T08:00:00.000Z' })
  created_at: string;

  @ApiProperty({
    description: 'Last activity (UTC, to the minute)',
    format: 'date-time',
    example: '2026-11-21T09:30:00.000Z',
  })
  last_seen_at: string;

  @ApiProperty({ description: 'Whether this is the session making this call', example: true })
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
