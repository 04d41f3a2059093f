import { ApiPropertyOptional } from '@nestjs/swagger';
import { SaveDto } from '../../../common/crud';
import {
  IntField,
  RICH_HTML_MAX_LENGTH,
  RichHtmlField,
  SORT_RANGE,
  SortField,
  TextField,
  URL_MAX_LENGTH,
  UrlField,
} from '../../../common/validation/field-rules';

export const YEAR_MIN = 1800;
export const YEAR_MAX = 2200;

/** `save_history`: the client-writable fields of a history entry. */
export class SaveHistoryDto extends SaveDto {
  @ApiPropertyOptional({
    description: 'Year (required on create)',
    minimum: YEAR_MIN,
    maximum: YEAR_MAX,
    example: 2018,
  })
  @IntField('年份', YEAR_MIN, YEAR_MAX, { required: true })
  year?: number;

  @ApiPropertyOptional({
    description: 'Month 1–12; null for the whole year',
    type: 'integer',
    minimum: 1,
    maximum: 12,
    nullable: true,
    example: 6,
  })
  @IntField('月份', 1, 12, { nullable: true })
  month?: number | null;

  @ApiPropertyOptional({ description: 'Title (required on create)', minLength: 1, maxLength: 200, example: '公司成立' })
  @TextField('标题', 200, { required: true, min: 1 })
  title?: string;

  @ApiPropertyOptional({
    description: 'Content (plain text or rich HTML, cleaned against an allow-list on save)',
    maxLength: RICH_HTML_MAX_LENGTH,
    example: '<p>在深圳注册成立</p>',
  })
  @RichHtmlField('内容')
  content?: string;

  @ApiPropertyOptional({
    description: 'Picture: a file under /uploads/ or an http(s) URL',
    maxLength: URL_MAX_LENGTH,
    example: '/uploads/2026/11/2018.jpg',
  })
  @UrlField('配图')
  image?: string;

  @ApiPropertyOptional({
    description: 'Order within the same year and month (ascending)',
    default: 0,
    example: 0,
    ...SORT_RANGE,
  })
  @SortField()
  sort?: number;
}
