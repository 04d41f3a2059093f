import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsDefined, IsString, Matches, MaxLength } from 'class-validator';
import { AdminListQueryDto, Omittable, RequiredOnCreate, SaveDto } from '../../../common/crud';
import { Trim } from '../../../common/validation/field-rules';

/** A page key: lower-case letters, digits and `_`, at most 64 (`home`, `news`, `about`, …). */
const PAGE_KEY = /^[a-z0-9_]+$/;
const PAGE_KEY_MESSAGE = '页面标识只能包含小写字母、数字和下划线';
const PAGE_KEY_MAX = 64;

/** `get_seo_detail`. */
export class SeoDetailDto {
  @ApiProperty({
    description: "Page name; the home page's entry when this page has none",
    example: 'news',
    maxLength: PAGE_KEY_MAX,
    pattern: PAGE_KEY.source,
  })
  @IsDefined({ message: '请提供页面标识' })
  @IsString()
  @MaxLength(PAGE_KEY_MAX, { message: `页面标识不能超过 ${PAGE_KEY_MAX} 个字符` })
  @Matches(PAGE_KEY, { message: PAGE_KEY_MESSAGE })
  page: string;
}

/** `adm/get_seo_list`: the admin list body; SEO entries have no `status`. */
export class SeoListQueryDto extends OmitType(AdminListQueryDto, ['status'] as const) {}

/** `adm/save_seo`. */
export class SaveSeoDto extends SaveDto {
  @ApiPropertyOptional({
    description:
      'Page name, unique within a language (409 when taken); lower-case letters, digits and underscores, at most 64 characters (required on create)',
    example: 'news',
    maxLength: PAGE_KEY_MAX,
    pattern: PAGE_KEY.source,
  })
  @RequiredOnCreate('请填写页面标识')
  @Trim()
  @IsString()
  @MaxLength(PAGE_KEY_MAX, { message: `页面标识不能超过 ${PAGE_KEY_MAX} 个字符` })
  @Matches(PAGE_KEY, { message: PAGE_KEY_MESSAGE })
  page?: string;

  @ApiPropertyOptional({
    description: 'Page title, at most 200 characters',
    example: '新闻中心 - 示例公司',
    maxLength: 200,
  })
  @Omittable()
  @Trim()
  @IsString()
  @MaxLength(200, { message: '标题不能超过 200 个字符' })
  title?: string;

  @ApiPropertyOptional({
    description: 'Keywords, at most 500 characters',
    example: '新闻,动态,示例公司',
    maxLength: 500,
  })
  @Omittable()
  @Trim()
  @IsString()
  @MaxLength(500, { message: '关键词不能超过 500 个字符' })
  keywords?: string;

  @ApiPropertyOptional({
    description: 'Page description, at most 1000 characters',
    example: '示例公司的最新动态与行业资讯。',
    maxLength: 1000,
  })
  @Omittable()
  @Trim()
  @IsString()
  @MaxLength(1000, { message: '描述不能超过 1000 个字符' })
  description?: string;
}
