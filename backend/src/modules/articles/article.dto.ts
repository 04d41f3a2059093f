import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  FlagField,
  RICH_HTML_MAX_LENGTH,
  RichHtmlField,
  SortField,
  TextField,
  TimeField,
  URL_MAX_LENGTH,
  UrlField,
} from '../../common/validation/field-rules';
import { SaveDto } from '../../common/crud/save.dto';

/** The client-writable fields news and cases share in their save calls (`lang` and the times are not). */
export class SaveArticleDto extends SaveDto {
  @ApiPropertyOptional({
    description: 'Title (required on create)',
    minLength: 1,
    maxLength: 200,
    example: '公司荣获年度创新奖',
  })
  @TextField('标题', 200, { required: true, min: 1 })
  title?: string;

  @ApiPropertyOptional({ description: 'Summary', maxLength: 500, example: '在 2026 年度行业大会上，公司凭借……' })
  @TextField('摘要', 500)
  summary?: string;

  @ApiPropertyOptional({
    description: 'Cover picture: a file under /uploads/ or an http(s) URL',
    maxLength: URL_MAX_LENGTH,
    example: '/uploads/2026/11/cover.jpg',
  })
  @UrlField('封面')
  cover?: string;

  @ApiPropertyOptional({
    description: 'Body (rich HTML, cleaned against an allow-list on save)',
    maxLength: RICH_HTML_MAX_LENGTH,
    example: '<p>正文<strong>内容</strong></p>',
  })
  @RichHtmlField('正文')
  content?: string;

  @ApiPropertyOptional({
    description: 'Video: a file under /uploads/ or an http(s) URL (optional)',
    maxLength: URL_MAX_LENGTH,
    example: '/uploads/2026/11/intro.mp4',
  })
  @UrlField('视频')
  video?: string;

  @ApiPropertyOptional({ description: 'Category', maxLength: 64, example: 'company' })
  @TextField('分类', 64)
  category?: string;

  @ApiPropertyOptional({ description: 'Status: 1 published, 0 draft', enum: [0, 1], default: 1, example: 1 })
  @FlagField('状态')
  status?: 0 | 1;

  @ApiPropertyOptional({
    description: 'Publish time (ISO 8601, UTC when no offset; defaults to now on create)',
    format: 'date-time',
    example: '2026-11-21T08:00:00.000Z',
  })
  @TimeField('发布时间')
  publish_time?: string;

  @ApiPropertyOptional({ description: 'Order (ascending)', default: 0, example: 0 })
  @SortField()
  sort?: number;
}
