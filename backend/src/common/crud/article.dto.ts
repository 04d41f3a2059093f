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
} from '../validation/field-rules';
import { SaveDto } from './save.dto';

/** The client-writable fields news and cases share in their save calls (`lang` and the times are not). */
export class SaveArticleDto extends SaveDto {
  @ApiPropertyOptional({
    description: '标题（新建时必填）',
    minLength: 1,
    maxLength: 200,
    example: '公司荣获年度创新奖',
  })
  @TextField('标题', 200, { required: true, min: 1 })
  title?: string;

  @ApiPropertyOptional({ description: '摘要', maxLength: 500, example: '在 2026 年度行业大会上，公司凭借……' })
  @TextField('摘要', 500)
  summary?: string;

  @ApiPropertyOptional({
    description: '封面图：/uploads/ 下的文件或 http(s) 网址',
    maxLength: URL_MAX_LENGTH,
    example: '/uploads/2026/11/cover.jpg',
  })
  @UrlField('封面')
  cover?: string;

  @ApiPropertyOptional({
    description: '正文（富文本 HTML，保存时按白名单清理）',
    maxLength: RICH_HTML_MAX_LENGTH,
    example: '<p>正文<strong>内容</strong></p>',
  })
  @RichHtmlField('正文')
  content?: string;

  @ApiPropertyOptional({
    description: '视频：/uploads/ 下的文件或 http(s) 网址（可选）',
    maxLength: URL_MAX_LENGTH,
    example: '/uploads/2026/11/intro.mp4',
  })
  @UrlField('视频')
  video?: string;

  @ApiPropertyOptional({ description: '分类', maxLength: 64, example: 'company' })
  @TextField('分类', 64)
  category?: string;

  @ApiPropertyOptional({ description: '状态：1 发布，0 草稿', enum: [0, 1], default: 1, example: 1 })
  @FlagField('状态')
  status?: 0 | 1;

  @ApiPropertyOptional({
    description: '发布时间（ISO 8601，无时区按 UTC；新建时默认当前时间）',
    format: 'date-time',
    example: '2026-11-21T08:00:00.000Z',
  })
  @TimeField('发布时间')
  publish_time?: string;

  @ApiPropertyOptional({ description: '排序（升序）', default: 0, example: 0 })
  @SortField()
  sort?: number;
}
