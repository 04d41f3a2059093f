import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Length, Max, MaxLength, Min } from 'class-validator';
import type { Status } from '@site/contract';
import { AdminListQueryDto, Omittable, RequiredOnCreate, SaveDto } from '../../../common/crud';
import { IsSiteUrl, Trim, URL_MAX_LENGTH } from '../../../common/validation/field-rules';
import { SORT_MAX, SORT_MIN, SORT_PROPERTY } from './download-cate.dto';

/** `adm/get_download_list`: the admin list body plus the category filter. */
export class DownloadListQueryDto extends AdminListQueryDto {
  @ApiPropertyOptional({ description: "Only this category's downloads", example: 1, minimum: 1 })
  @IsOptional()
  @IsInt()
  @Min(1)
  cate_id?: number;
}

/** `adm/save_download`. `download_count` (and id, times) are not fields here: never client-writable. */
export class SaveDownloadDto extends SaveDto {
  @ApiPropertyOptional({
    description: 'Category id, a category of the same language (required on create)',
    example: 1,
    minimum: 1,
  })
  @RequiredOnCreate('请选择分类')
  @IsInt()
  @Min(1, { message: '请选择分类' })
  cate_id?: number;

  @ApiPropertyOptional({
    description: 'Title, 1–200 characters (required on create)',
    example: '产品白皮书 2026',
    maxLength: 200,
  })
  @RequiredOnCreate('请填写标题')
  @Trim()
  @IsString()
  @Length(1, 200, { message: '标题须为 1–200 个字符' })
  title?: string;

  @ApiPropertyOptional({
    description: 'Description, at most 1000 characters',
    example: '介绍产品架构与部署方式',
    maxLength: 1000,
  })
  @Omittable()
  @IsString()
  @MaxLength(1000, { message: '简介不能超过 1000 个字符' })
  description?: string;

  @ApiPropertyOptional({
    description: 'File: a file under /uploads/ or an http(s) URL (required on create)',
    example: '/uploads/2026/11/9f86d081884c7d65.pdf',
    maxLength: URL_MAX_LENGTH,
  })
  @RequiredOnCreate('请上传文件或填写文件地址')
  @IsString()
  @IsNotEmpty({ message: '请上传文件或填写文件地址' })
  @MaxLength(URL_MAX_LENGTH, { message: `文件地址不能超过 ${URL_MAX_LENGTH} 个字符` })
  @IsSiteUrl({ message: '文件地址必须是 /uploads/ 下的文件或 http(s) 网址' })
  file_url?: string;

  @ApiPropertyOptional({
    description: 'File name given to the download, at most 255 characters',
    example: '白皮书.pdf',
    maxLength: 255,
  })
  @Omittable()
  @Trim()
  @IsString()
  @MaxLength(255, { message: '文件名不能超过 255 个字符' })
  file_name?: string;

  @ApiPropertyOptional({
    description: 'File size (bytes)',
    example: 5368709120,
    minimum: 0,
    maximum: Number.MAX_SAFE_INTEGER,
  })
  @Omittable()
  @IsInt()
  @Min(0, { message: '文件大小不能为负数' })
  @Max(Number.MAX_SAFE_INTEGER, { message: '文件大小过大' })
  file_size?: number;

  @ApiPropertyOptional({ description: '1 shown, 0 hidden', enum: [0, 1], example: 1, default: 1 })
  @Omittable()
  @IsInt({ message: '状态必须是整数' })
  @IsIn([0, 1], { message: '状态只能是 0 或 1' })
  status?: Status;

  @ApiPropertyOptional(SORT_PROPERTY)
  @Omittable()
  @IsInt()
  @Min(SORT_MIN, { message: '排序值过小' })
  @Max(SORT_MAX, { message: '排序值过大' })
  sort?: number;
}
