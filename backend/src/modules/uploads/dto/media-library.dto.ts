import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import type { MediaFile, MediaKind, MediaUsage } from '@site/contract';
import { IsBoolean, IsDefined, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { AdminListQueryDto, IdDto } from '../../../common/crud';
import { PlainText, Trim } from '../../../common/validation/field-rules';

export const MEDIA_KINDS: MediaKind[] = ['image', 'video', 'other'];

/** `adm/get_media_list`: the admin list body (uploads have no status) plus `kind`. */
export class MediaListDto extends OmitType(AdminListQueryDto, ['status'] as const) {
  @ApiPropertyOptional({ description: 'Filter by the detected type: image, video or other', enum: MEDIA_KINDS })
  @IsOptional()
  @IsIn(MEDIA_KINDS, { message: 'kind 只能是 image、video 或 other' })
  kind?: MediaKind;

  @ApiPropertyOptional({
    description: 'When true, only files nothing (no content, no setting) refers to now (unused)',
    example: true,
  })
  @IsOptional()
  @IsBoolean({ message: 'unused 必须是 true 或 false' })
  unused?: boolean;
}

/** `adm/get_media_usage`: the address of an uploaded file. */
export class MediaUsageDto {
  @ApiProperty({
    description: 'File address (/uploads/… or a full URL)',
    example: '/uploads/2026/11/5d41402abc4b2a76b9719d911017c592.png',
    minLength: 8,
    maxLength: 500,
  })
  @IsDefined({ message: 'url 不能为空' })
  @IsString()
  @MinLength(8, { message: 'url 太短' })
  @MaxLength(500)
  url: string;
}

/** One place a file is used. */
export class MediaUsageView implements MediaUsage {
  @ApiProperty({ description: 'Content family', example: 'news' })
  family: string;

  @ApiProperty({ description: 'Content id', example: 12 })
  id: number;

  @ApiProperty({ description: "Content title (a setting's key for settings)", example: '公司新闻' })
  title: string;
}

/** `adm/del_media`: the file's id; `force` deletes one that only revisions still reference. */
export class DeleteMediaDto extends IdDto {
  @ApiPropertyOptional({
    description: 'Delete even when revisions still refer to it (restoring them will show a missing file)',
    example: false,
  })
  @IsOptional()
  @IsBoolean({ message: 'force 必须是 true 或 false' })
  force?: boolean;
}

/** `adm/save_media_alt`: a file's id and its new description (empty removes it). */
export class SaveMediaAltDto extends IdDto {
  @ApiProperty({
    description: "The picture's description (empty: none)",
    example: '厂区全景，远处是三号车间',
    maxLength: 200,
  })
  @IsDefined({ message: 'alt 不能为空' })
  @IsString({ message: 'alt 必须是文本' })
  @Trim()
  @MaxLength(200, { message: '图片说明不能超过 200 个字符' })
  @PlainText('图片说明')
  alt: string;
}

/** One uploaded file as the media library shows it. */
export class MediaFileView implements MediaFile {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ description: 'File address', example: '/uploads/2026/11/5d41402abc4b2a76b9719d911017c592.png' })
  url: string;

  @ApiProperty({
    description: 'File name at upload (for display and as the download name only)',
    example: '厂区全景.png',
  })
  file_name: string;

  @ApiProperty({ description: 'Type detected from the content', example: 'image/png' })
  mime: string;

  @ApiProperty({ description: 'Bytes', example: 204800 })
  file_size: number;

  @ApiProperty({
    description:
      "A picture's description for those who cannot see it (empty: none); public pages use it where the text gives the picture none",
    example: '厂区全景，远处是三号车间',
    maxLength: 200,
  })
  alt: string;

  @ApiProperty({ description: 'Uploaded (UTC, ISO 8601)', format: 'date-time', example: '2026-11-21T08:00:00.000Z' })
  created_at: string;
}
