import { ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsInt, IsString, Length, Max, Min } from 'class-validator';
import { AdminListQueryDto, Omittable, RequiredOnCreate, SaveDto } from '../../../common/crud';
import { Trim } from '../../../common/validation/field-rules';

/** `sort` fits the INTEGER column on every database. */
export const SORT_MIN = -1_000_000_000;
export const SORT_MAX = 1_000_000_000;
/** The documented `sort` of downloads and their categories. */
export const SORT_PROPERTY = {
  description: 'Order, smaller first',
  example: 0,
  default: 0,
  minimum: SORT_MIN,
  maximum: SORT_MAX,
};

/** `adm/get_download_cate_list`: the admin list body; categories have no `status`. */
export class DownloadCateListQueryDto extends OmitType(AdminListQueryDto, ['status'] as const) {}

/** `adm/save_download_cate`. */
export class SaveDownloadCateDto extends SaveDto {
  @ApiPropertyOptional({
    description: 'Category name, 1–100 characters (required on create)',
    example: '产品手册',
    maxLength: 100,
  })
  @RequiredOnCreate('请填写分类名称')
  @Trim()
  @IsString()
  @Length(1, 100, { message: '分类名称须为 1–100 个字符' })
  name?: string;

  @ApiPropertyOptional(SORT_PROPERTY)
  @Omittable()
  @IsInt()
  @Min(SORT_MIN, { message: '排序值过小' })
  @Max(SORT_MAX, { message: '排序值过大' })
  sort?: number;
}
