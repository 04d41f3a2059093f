import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import type { MediaFile, MediaKind, MediaUsage } from '@site/contract';
import { IsBoolean, IsDefined, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { AdminListQueryDto, IdDto } from '../../../common/crud';

export const MEDIA_KINDS: MediaKind[] = ['image', 'video', 'other'];

/** `adm/get_media_list`: the admin list body (uploads have no status) plus `kind`. */
export class MediaListDto extends OmitType(AdminListQueryDto, ['status'] as const) {
  @ApiPropertyOptional({ description: '按检测到的类型筛选：image 图片，video 视频，other 其他', enum: MEDIA_KINDS })
  @IsOptional()
  @IsIn(MEDIA_KINDS, { message: 'kind 只能是 image、video 或 other' })
  kind?: MediaKind;

  @ApiPropertyOptional({ description: '为 true 时只列出当前没有任何内容或设置引用的文件（未使用）', example: true })
  @IsOptional()
  @IsBoolean({ message: 'unused 必须是 true 或 false' })
  unused?: boolean;
}

/** `adm/get_media_usage`: the address of an uploaded file. */
export class MediaUsageDto {
  @ApiProperty({
    description: '文件地址（/uploads/… 或完整网址）',
    example: '/uploads/2026/11/5d41402abc4b2a76b9719d911017c592.png',
  })
  @IsDefined({ message: 'url 不能为空' })
  @IsString()
  @MinLength(8, { message: 'url 太短' })
  @MaxLength(500)
  url: string;
}

/** One place a file is used. */
export class MediaUsageView implements MediaUsage {
  @ApiProperty({ description: '内容类别', example: 'news' })
  family: string;

  @ApiProperty({ description: '内容 id', example: 12 })
  id: number;

  @ApiProperty({ description: '内容标题（设置为其键）', example: '公司新闻' })
  title: string;
}

/** `adm/del_media`: the file's id; `force` deletes one that only revisions still reference. */
export class DeleteMediaDto extends IdDto {
  @ApiPropertyOptional({ description: '仍被历史版本引用时也删除（恢复那些版本将显示缺失的文件）', example: false })
  @IsOptional()
  @IsBoolean({ message: 'force 必须是 true 或 false' })
  force?: boolean;
}

/** One uploaded file as the media library shows it. */
export class MediaFileView implements MediaFile {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ description: '文件地址', example: '/uploads/2026/11/5d41402abc4b2a76b9719d911017c592.png' })
  url: string;

  @ApiProperty({ description: '上传时的文件名（仅作显示与下载名）', example: '厂区全景.png' })
  file_name: string;

  @ApiProperty({ description: '按内容检测到的类型', example: 'image/png' })
  mime: string;

  @ApiProperty({ description: '字节数', example: 204800 })
  file_size: number;

  @ApiProperty({ description: '上传时间（UTC, ISO 8601）', format: 'date-time', example: '2026-11-21T08:00:00.000Z' })
  created_at: string;
}
