import { ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { Flag } from '@site/contract';
import { AdminListQueryDto, Omittable, RequiredOnCreate, SaveDto } from '../../../common/crud';
import { Trim } from '../../../common/validation/field-rules';

/** A setting key: lower-case letters, digits, `_` and `.`, at most 64 (`site_name`, `contact_phone`). */
const KEY = /^[a-z0-9_.]+$/;
const KEY_MESSAGE = '设置键只能包含小写字母、数字、下划线和点';
const KEY_MAX = 64;
const GROUP_MAX = 64;
/** The longest value, in characters (stored as MEDIUMTEXT on MySQL, TEXT on SQLite). */
export const SETTING_VALUE_MAX = 65535;

/** `get_set_detail`. */
export class SetDetailDto {
  @ApiPropertyOptional({
    description: 'Setting key; left out answers every public setting as { key: value }',
    example: 'site_name',
    maxLength: KEY_MAX,
    pattern: KEY.source,
  })
  @IsOptional()
  @IsString()
  @MaxLength(KEY_MAX, { message: `设置键不能超过 ${KEY_MAX} 个字符` })
  @Matches(KEY, { message: KEY_MESSAGE })
  key?: string;
}

/** `adm/get_set_list`: the admin list body (settings have no `status`) plus the group filter. */
export class SetListQueryDto extends OmitType(AdminListQueryDto, ['status'] as const) {
  @ApiPropertyOptional({ description: "Only this group's settings", example: 'contact', maxLength: GROUP_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(GROUP_MAX, { message: `分组不能超过 ${GROUP_MAX} 个字符` })
  group?: string;
}

/** `adm/save_set`. */
export class SaveSetDto extends SaveDto {
  @ApiPropertyOptional({
    description:
      'Setting key, unique within a language (409 when taken); lower-case letters, digits, underscores and dots, at most 64 characters (required on create)',
    example: 'site_name',
    maxLength: KEY_MAX,
    pattern: KEY.source,
  })
  @RequiredOnCreate('请填写设置键')
  @Trim()
  @IsString()
  @MaxLength(KEY_MAX, { message: `设置键不能超过 ${KEY_MAX} 个字符` })
  @Matches(KEY, { message: KEY_MESSAGE })
  key?: string;

  @ApiPropertyOptional({
    description: 'Value (text, stored as sent), at most 65535 characters',
    example: '示例公司',
    maxLength: SETTING_VALUE_MAX,
  })
  @Omittable()
  @IsString()
  @MaxLength(SETTING_VALUE_MAX, { message: `设置值不能超过 ${SETTING_VALUE_MAX} 个字符` })
  value?: string;

  @ApiPropertyOptional({
    description: 'Name shown in the back office, at most 100 characters',
    example: '网站名称',
    maxLength: 100,
  })
  @Omittable()
  @Trim()
  @IsString()
  @MaxLength(100, { message: '名称不能超过 100 个字符' })
  title?: string;

  @ApiPropertyOptional({ description: 'Group, at most 64 characters', example: 'basic', maxLength: GROUP_MAX })
  @Omittable()
  @Trim()
  @IsString()
  @MaxLength(GROUP_MAX, { message: `分组不能超过 ${GROUP_MAX} 个字符` })
  group?: string;

  @ApiPropertyOptional({
    description: '1 public (readable by public calls), 0 back office only (default)',
    enum: [0, 1],
    example: 1,
    default: 0,
  })
  @Omittable()
  @IsInt({ message: '是否公开必须是整数' })
  @IsIn([0, 1], { message: '是否公开只能是 0 或 1' })
  is_public?: Flag;
}
