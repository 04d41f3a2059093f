import { ApiPropertyOptional } from '@nestjs/swagger';
import { SaveDto } from '../../../common/crud';
import {
  FlagField,
  RICH_HTML_MAX_LENGTH,
  RichHtmlField,
  SortField,
  TextField,
  TimeField,
  URL_MAX_LENGTH,
  UrlField,
} from '../../../common/field-rules';

/** `save_case`: the client-writable fields of a case (`lang` and the times are not). */
export class SaveCaseDto extends SaveDto {
  @ApiPropertyOptional({ description: '标题（新建时必填）', minLength: 1, maxLength: 200, example: '某市智慧园区项目' })
  @TextField('标题', 200, { required: true, min: 1 })
  title?: string;

  @ApiPropertyOptional({ description: '摘要', maxLength: 500, example: '为园区提供整体能源管理方案' })
  @TextField('摘要', 500)
  summary?: string;

  @ApiPropertyOptional({
    description: '封面图：/uploads/ 下的文件或 http(s) 网址',
    maxLength: URL_MAX_LENGTH,
    example: '/uploads/2026/11/case.jpg',
  })
  @UrlField('封面')
  cover?: string;

  @ApiPropertyOptional({
    description: '正文（富文本 HTML，保存时按白名单清理）',
    maxLength: RICH_HTML_MAX_LENGTH,
    example: '<p>项目介绍</p>',
  })
  @RichHtmlField('正文')
  content?: string;

  @ApiPropertyOptional({
    description: '视频：/uploads/ 下的文件或 http(s) 网址（可选）',
    maxLength: URL_MAX_LENGTH,
    example: '',
  })
  @UrlField('视频')
  video?: string;

  @ApiPropertyOptional({ description: '客户（可选）', maxLength: 128, example: '某市城投集团' })
  @TextField('客户', 128)
  client?: string;

  @ApiPropertyOptional({ description: '分类', maxLength: 64, example: 'energy' })
  @TextField('分类', 64)
  category?: string;

  @ApiPropertyOptional({ description: '状态：1 发布，0 草稿', enum: [0, 1], default: 1, example: 1 })
  @FlagField('状态')
  status?: 0 | 1;

  @ApiPropertyOptional({
    description: '发布时间（ISO 8601，无时区按 UTC；新建时默认当前时间）',
    example: '2026-11-21T08:00:00.000Z',
  })
  @TimeField('发布时间')
  publish_time?: string;

  @ApiPropertyOptional({ description: '排序（升序）', default: 0, example: 0 })
  @SortField()
  sort?: number;
}
