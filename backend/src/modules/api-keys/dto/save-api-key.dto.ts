import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { API_KEY_SCOPES, type ApiKeyScope } from '@site/contract';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsIn, IsOptional, IsString } from 'class-validator';
import { IsIsoTime, TextField } from '../../../common/validation/field-rules';

export const API_KEY_NAME_MAX = 40;

/** `adm/save_api_key`: a new key (a key is never edited: revoke it and make another). */
export class SaveApiKeyDto {
  @ApiProperty({ description: 'What the key is for', example: 'nightly news import', maxLength: API_KEY_NAME_MAX })
  @IsDefined({ message: '名称不能为空' })
  @TextField('名称', API_KEY_NAME_MAX, { required: true, min: 1 })
  name: string;

  @ApiProperty({
    description: 'What the key may do: content_read, content_write, uploads (at least one)',
    enum: API_KEY_SCOPES,
    isArray: true,
    minItems: 1,
    maxItems: API_KEY_SCOPES.length,
    example: ['content_read', 'content_write'],
  })
  @IsDefined({ message: '请至少选择一个权限范围' })
  @IsArray()
  @ArrayMinSize(1, { message: '请至少选择一个权限范围' })
  @ArrayMaxSize(API_KEY_SCOPES.length)
  @IsIn(API_KEY_SCOPES, { each: true, message: `权限范围只能是 ${API_KEY_SCOPES.join('、')}` })
  scopes: ApiKeyScope[];

  @ApiPropertyOptional({
    description: 'When the key stops working (ISO 8601, in the future); left out or null: never',
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2027-01-01T00:00:00.000Z',
  })
  @IsOptional()
  @IsString()
  @IsIsoTime()
  expires_at?: string | null;
}
