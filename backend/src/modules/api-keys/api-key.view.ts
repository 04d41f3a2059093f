import { ApiProperty } from '@nestjs/swagger';
import { API_KEY_SCOPES, type ApiKey, type ApiKeyScope, type ApiKeyState, type CreatedApiKey } from '@site/contract';
import { isoOrNull } from '../../common/database/column-values';
import type { ApiKeyEntity } from './api-key.entity';

const STATES: ApiKeyState[] = ['active', 'expired', 'revoked'];

/** One API key as listed: never the key itself. */
export class ApiKeyView implements ApiKey {
  @ApiProperty({ description: 'Key id (adm/revoke_api_key takes it)', example: 3, type: 'integer' })
  id: number;

  @ApiProperty({ description: 'What the key is for', example: 'nightly news import' })
  name: string;

  @ApiProperty({ description: "The key's first characters, to recognise it by", example: 'sitekey_Ab3xY9' })
  prefix: string;

  @ApiProperty({ description: 'What the key may do', enum: API_KEY_SCOPES, isArray: true, example: ['content_read'] })
  scopes: ApiKeyScope[];

  @ApiProperty({ description: 'User name of the super admin who made it (the key acts as them)', example: 'admin' })
  created_by: string;

  @ApiProperty({ description: 'When it was made (UTC)', format: 'date-time', example: '2026-11-21T08:00:00.000Z' })
  created_at: string;

  @ApiProperty({
    description: 'When it stops working (UTC); null: never',
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2027-01-01T00:00:00.000Z',
  })
  expires_at: string | null;

  @ApiProperty({
    description: 'Its last call (UTC, to the minute); null: never used',
    type: String,
    format: 'date-time',
    nullable: true,
    example: null,
  })
  last_used_at: string | null;

  @ApiProperty({
    description: 'When it was revoked (UTC); null: not revoked',
    type: String,
    format: 'date-time',
    nullable: true,
    example: null,
  })
  revoked_at: string | null;

  @ApiProperty({ description: 'Whether it works now', enum: STATES, example: 'active' })
  state: ApiKeyState;
}

/** The answer of adm/save_api_key: the key, this once. */
export class CreatedApiKeyView extends ApiKeyView implements CreatedApiKey {
  @ApiProperty({
    description: 'The key itself, shown only in this answer (the server keeps only its digest): store it now',
    example: 'sitekey_Ab3xY9kQ2mN7pR4sT8vW1zC5eF0gH6jL3nP9qS2uX7y',
  })
  key: string;
}

export function toApiKeyView(row: ApiKeyEntity, createdBy: string, now: Date): ApiKeyView {
  const expiresAt = isoOrNull(row.expires_at);
  const state: ApiKeyState = row.revoked_at
    ? 'revoked'
    : expiresAt && Date.parse(expiresAt) <= now.getTime()
      ? 'expired'
      : 'active';
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes.split(',').filter(Boolean) as ApiKeyScope[],
    created_by: createdBy,
    created_at: isoOrNull(row.created_at) as string,
    expires_at: expiresAt,
    last_used_at: isoOrNull(row.last_used_at),
    revoked_at: isoOrNull(row.revoked_at),
    state,
  };
}
