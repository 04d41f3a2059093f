import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ALL_WEBHOOK_EVENTS, WEBHOOK_EVENTS } from '@site/contract';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsString, MaxLength } from 'class-validator';
import { Omittable, RequiredOnCreate } from '../../../common/crud/field-presence';
import { SaveIdDto } from '../../../common/crud/save.dto';
import { TextField, Trim } from '../../../common/validation/field-rules';
import { WEBHOOK_URL_MAX } from '../webhook-address';

export const WEBHOOK_NAME_MAX = 100;
/** What `events` may hold: every event, and `*` for all of them. */
export const SUBSCRIBABLE = [ALL_WEBHOOK_EVENTS, ...WEBHOOK_EVENTS];

/** `adm/save_webhook`: without `id` (or 0) registers an endpoint, with `id` changes it. */
export class SaveWebhookDto extends SaveIdDto {
  @ApiProperty({ description: 'What the endpoint is for', example: 'CDN purge', maxLength: WEBHOOK_NAME_MAX })
  @TextField('名称', WEBHOOK_NAME_MAX, { required: true, min: 1 })
  name: string;

  @ApiProperty({
    description:
      'Where deliveries are POSTed: http or https; a host that is (or resolves to) a private, loopback or link-local address is refused unless the server sets WEBHOOK_ALLOW_PRIVATE=true',
    example: 'https://hooks.partner.example/site',
    maxLength: WEBHOOK_URL_MAX,
  })
  @RequiredOnCreate('网址不能为空')
  @Trim()
  @IsString({ message: '网址必须是文本' })
  @MaxLength(WEBHOOK_URL_MAX, { message: `网址最多 ${WEBHOOK_URL_MAX} 个字符` })
  url: string;

  @ApiProperty({
    description: 'The events to deliver, `<family>.<action>`; `*` for every event, those added later included',
    enum: SUBSCRIBABLE,
    isArray: true,
    minItems: 1,
    maxItems: SUBSCRIBABLE.length,
    example: ['news.published', 'news.unpublished'],
  })
  @RequiredOnCreate('请至少选择一个事件')
  @IsArray({ message: '事件必须是列表' })
  @ArrayMinSize(1, { message: '请至少选择一个事件' })
  @ArrayMaxSize(SUBSCRIBABLE.length)
  @IsIn(SUBSCRIBABLE, { each: true, message: '未知的事件：$value' })
  events: string[];

  @ApiPropertyOptional({
    description:
      'Whether events are delivered (default true); turning it on again clears the notice of an endpoint the server turned off',
    example: true,
  })
  @Omittable()
  @IsBoolean({ message: 'enabled 必须是 true 或 false' })
  enabled?: boolean;
}
