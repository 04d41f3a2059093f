import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import type { MediaFile, MediaKind } from '@site/contract';
import { IsIn, IsOptional } from 'class-validator';
import { AdminListQueryDto } from '../../../common/crud';

export const MEDIA_KINDS: MediaKind[] = ['image', 'video', 'other'];

/** `adm/get_media_list`: the admin list body (uploads have no status) plus `kind`. */
export class MediaListDto extends OmitType(AdminListQueryDto, ['status'] as const) {
  @ApiPropertyOptional({ description: '按检测到的类型筛选：image 图片，video 视频，other 其他', enum: MEDIA_KINDS })
  @IsOptional()
  @IsIn(MEDIA_KINDS, { message: 'kind 只能是 image、video 或 other' })
  kind?: MediaKind;
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
