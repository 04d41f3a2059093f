import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PREVIEW_FAMILIES, type PreviewFamily, type PreviewLink } from '@site/contract';
import { IsDefined, IsIn, IsInt, IsOptional, IsString, Min, ValidateIf } from 'class-validator';
import { IsIsoTime } from '../../../common/validation/field-rules';

/** `{ family, id }` (one item), `{ at }` (the whole site at a time), or both (the item, at that time). */
export class PreviewLinkDto {
  @ApiPropertyOptional({ description: 'Content family (with `id`)', enum: PREVIEW_FAMILIES, example: 'news' })
  @ValidateIf((body: PreviewLinkDto) => body.id !== undefined || body.at === undefined)
  @IsDefined({ message: 'family 与 id，或 at，至少提供其一' })
  @IsIn(PREVIEW_FAMILIES, { message: `family 只能是 ${PREVIEW_FAMILIES.join('、')}` })
  family?: PreviewFamily;

  @ApiPropertyOptional({ description: 'Content id (with `family`)', example: 1, minimum: 1 })
  @ValidateIf((body: PreviewLinkDto) => body.family !== undefined)
  @IsDefined({ message: 'id 不能为空' })
  @IsInt({ message: 'id 必须是整数' })
  @Min(1, { message: 'id 必须是正整数' })
  id?: number;

  @ApiPropertyOptional({
    description: 'Time machine: browse the whole site as at this moment (ISO 8601)',
    example: '2026-12-01T08:00:00.000Z',
  })
  @IsOptional()
  @IsString({ message: 'at 必须是文本' })
  @IsIsoTime()
  at?: string;
}

export class PreviewLinkView implements PreviewLink {
  @ApiProperty({
    description: 'Preview address on the public site (a path of the site, signed)',
    example: '/detail/1?preview=…',
  })
  url: string;

  @ApiProperty({
    description: 'When the link stops working (after PREVIEW_TTL_MINUTES)',
    example: '2026-11-26T03:00:00.000Z',
  })
  expires_at: string;
}
