import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { MAX_CHUNK_BYTES } from '../upload-limits';

const EXAMPLE_UPLOAD_ID = '3f2c9a7b5e1d4c8fa0b6e2d9c7a41f05';
const EXAMPLE_SHA256 = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

export class UploadMultiInitDto {
  @ApiProperty({
    description: 'Original file name: kept as the download name only, never decides where the file is stored',
    example: '企业宣传片.mp4',
    maxLength: 1000,
  })
  @IsDefined({ message: '文件名不能为空' })
  @IsString()
  @IsNotEmpty({ message: '文件名不能为空' })
  @MaxLength(1000, { message: '文件名过长' })
  file_name: string;

  @ApiProperty({
    description: 'File size in bytes (at most UPLOAD_MULTI_LIMIT, 2 GiB by default)',
    example: 52428800,
    minimum: 1,
  })
  @IsDefined({ message: '缺少文件大小 file_size' })
  @IsInt()
  @Min(1, { message: '文件大小必须大于 0' })
  file_size: number;

  @ApiPropertyOptional({
    description:
      "Part size in bytes, 1 byte–64 MiB, 5 MiB by default; when resuming, the existing upload's part size applies",
    example: 8388608,
    minimum: 1,
    maximum: MAX_CHUNK_BYTES,
    default: 5242880,
  })
  @IsOptional()
  @IsInt()
  @Min(1, { message: '分片大小至少 1 字节' })
  @Max(MAX_CHUNK_BYTES, { message: '分片大小不能超过 64 MiB' })
  chunk_size?: number;

  @ApiPropertyOptional({
    description: 'sha256 of the whole file (64 hex digits); checked after merging when given',
    pattern: '^[0-9a-fA-F]{64}$',
    example: EXAMPLE_SHA256,
  })
  @Transform(({ value }) => (value === '' ? undefined : value))
  @IsOptional()
  @IsString()
  @Matches(/^[0-9a-fA-F]{64}$/, { message: 'sha256 必须是 64 位十六进制' })
  sha256?: string;
}

export class UploadMultiFinishDto {
  @ApiProperty({
    description: 'The upload id answered by upload_multi_init',
    example: EXAMPLE_UPLOAD_ID,
    maxLength: 64,
  })
  @IsDefined({ message: 'upload_id 不能为空' })
  @IsString()
  @IsNotEmpty({ message: 'upload_id 不能为空' })
  @MaxLength(64, { message: 'upload_id 格式错误' })
  upload_id: string;
}

export class UploadMultiPartDto extends UploadMultiFinishDto {
  @ApiProperty({ description: 'Part number, from 1', example: 1, minimum: 1 })
  @IsDefined({ message: '缺少分片序号 part_number' })
  @IsInt()
  @Min(1, { message: '分片序号从 1 开始' })
  part_number: number;
}

/** The multipart body of `upload_multi_part` as documented: the fields plus the part's bytes. */
export class UploadMultiPartForm extends UploadMultiPartDto {
  @ApiProperty({
    description: 'Part content: exactly chunk_size bytes, except the last part',
    type: 'string',
    format: 'binary',
  })
  file: unknown;
}

export class UploadMultiInitView {
  @ApiProperty({ description: 'Upload id', example: EXAMPLE_UPLOAD_ID })
  upload_id: string;

  @ApiProperty({ description: 'Part size in bytes (the last part holds the rest)', example: 8388608 })
  chunk_size: number;

  @ApiProperty({ description: 'Number of parts', example: 7 })
  total_parts: number;

  @ApiProperty({
    description: 'Numbers of the parts uploaded already (not empty when resuming)',
    type: [Number],
    example: [1, 3],
  })
  uploaded_parts: number[];
}

export class UploadMultiPartView {
  @ApiProperty({ example: 3 })
  part_number: number;

  @ApiProperty({ description: 'Bytes of this part', example: 8388608 })
  size: number;
}

export class UploadMultiFinishView {
  @ApiProperty({ description: 'File address', example: '/uploads/2026/11/5d41402abc4b2a76b9719d911017c592.mp4' })
  url: string;

  @ApiProperty({ description: 'Original file name (paths and control characters removed)', example: '企业宣传片.mp4' })
  file_name: string;

  @ApiProperty({ description: 'File size in bytes', example: 52428800 })
  file_size: number;

  @ApiProperty({ description: 'sha256 of the file', example: EXAMPLE_SHA256 })
  sha256: string;
}
