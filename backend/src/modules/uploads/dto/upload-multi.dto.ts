import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { MAX_CHUNK_BYTES } from '../upload-limits';

const EXAMPLE_UPLOAD_ID = '3f2c9a7b5e1d4c8fa0b6e2d9c7a41f05';
const EXAMPLE_SHA256 = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

export class UploadMultiInitDto {
  @ApiProperty({
    description: '原始文件名：仅作下载名保存，从不决定存储位置',
    example: '企业宣传片.mp4',
    maxLength: 1000,
  })
  @IsDefined({ message: '文件名不能为空' })
  @IsString()
  @IsNotEmpty({ message: '文件名不能为空' })
  @MaxLength(1000, { message: '文件名过长' })
  file_name: string;

  @ApiProperty({ description: '文件总字节数（上限见 UPLOAD_MULTI_LIMIT，默认 2 GiB）', example: 52428800, minimum: 1 })
  @IsDefined({ message: '缺少文件大小 file_size' })
  @IsInt()
  @Min(1, { message: '文件大小必须大于 0' })
  file_size: number;

  @ApiPropertyOptional({
    description: '分片字节数，1 字节–64 MiB，默认 5 MiB；续传时以已有任务的分片大小为准',
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

  @ApiPropertyOptional({ description: '整个文件的 sha256（64 位十六进制）；提供时合并后校验', example: EXAMPLE_SHA256 })
  @Transform(({ value }) => (value === '' ? undefined : value))
  @IsOptional()
  @IsString()
  @Matches(/^[0-9a-fA-F]{64}$/, { message: 'sha256 必须是 64 位十六进制' })
  sha256?: string;
}

export class UploadMultiFinishDto {
  @ApiProperty({ description: 'upload_multi_init 返回的上传编号', example: EXAMPLE_UPLOAD_ID })
  @IsDefined({ message: 'upload_id 不能为空' })
  @IsString()
  @IsNotEmpty({ message: 'upload_id 不能为空' })
  @MaxLength(64, { message: 'upload_id 格式错误' })
  upload_id: string;
}

export class UploadMultiPartDto extends UploadMultiFinishDto {
  @ApiProperty({ description: '分片序号，从 1 开始', example: 1, minimum: 1 })
  @IsDefined({ message: '缺少分片序号 part_number' })
  @IsInt()
  @Min(1, { message: '分片序号从 1 开始' })
  part_number: number;
}

/** The multipart body of `upload_multi_part` as documented: the fields plus the part's bytes. */
export class UploadMultiPartForm extends UploadMultiPartDto {
  @ApiProperty({ description: '分片内容：除最后一片外都必须正好 chunk_size 字节', type: 'string', format: 'binary' })
  file: unknown;
}

export class UploadMultiInitView {
  @ApiProperty({ description: '上传编号', example: EXAMPLE_UPLOAD_ID })
  upload_id: string;

  @ApiProperty({ description: '分片字节数（最后一片为余数）', example: 8388608 })
  chunk_size: number;

  @ApiProperty({ description: '分片总数', example: 7 })
  total_parts: number;

  @ApiProperty({ description: '已上传的分片序号（续传时非空）', type: [Number], example: [1, 3] })
  uploaded_parts: number[];
}

export class UploadMultiPartView {
  @ApiProperty({ example: 3 })
  part_number: number;

  @ApiProperty({ description: '该分片字节数', example: 8388608 })
  size: number;
}

export class UploadMultiFinishView {
  @ApiProperty({ description: '文件地址', example: '/uploads/2026/11/5d41402abc4b2a76b9719d911017c592.mp4' })
  url: string;

  @ApiProperty({ description: '原始文件名（已去除路径与控制字符）', example: '企业宣传片.mp4' })
  file_name: string;

  @ApiProperty({ description: '文件字节数', example: 52428800 })
  file_size: number;

  @ApiProperty({ description: '文件的 sha256', example: EXAMPLE_SHA256 })
  sha256: string;
}
