import { ApiPropertyOptional } from '@nestjs/swagger';
import { SaveDto } from '../../../common/crud';
import {
  IntField,
  RICH_HTML_MAX_LENGTH,
  RichHtmlField,
  SortField,
  TextField,
  URL_MAX_LENGTH,
  UrlField,
} from '../../../common/validation/field-rules';

export const YEAR_MIN = 1800;
export const YEAR_MAX = 2200;

/** `save_history`: the client-writable fields of a history entry. */
export class SaveHistoryDto extends SaveDto {
  @ApiPropertyOptional({ description: '年份（新建时必填）', minimum: YEAR_MIN, maximum: YEAR_MAX, example: 2018 })
  @IntField('年份', YEAR_MIN, YEAR_MAX, { required: true })
  year?: number;

  @ApiPropertyOptional({
    description: '月份 1–12；null 表示整年',
    type: 'integer',
    minimum: 1,
    maximum: 12,
    nullable: true,
    example: 6,
  })
  @IntField('月份', 1, 12, { nullable: true })
  month?: number | null;

  @ApiPropertyOptional({ description: '标题（新建时必填）', minLength: 1, maxLength: 200, example: '公司成立' })
  @TextField('标题', 200, { required: true, min: 1 })
  title?: string;

  @ApiPropertyOptional({
    description: '内容（纯文本或富文本 HTML，保存时按白名单清理）',
    maxLength: RICH_HTML_MAX_LENGTH,
    example: '<p>在深圳注册成立</p>',
  })
  @RichHtmlField('内容')
  content?: string;

  @ApiPropertyOptional({
    description: '配图：/uploads/ 下的文件或 http(s) 网址',
    maxLength: URL_MAX_LENGTH,
    example: '/uploads/2026/11/2018.jpg',
  })
  @UrlField('配图')
  image?: string;

  @ApiPropertyOptional({ description: '同年同月内的排序（升序）', default: 0, example: 0 })
  @SortField()
  sort?: number;
}
