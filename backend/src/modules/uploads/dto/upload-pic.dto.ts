import { ApiProperty } from '@nestjs/swagger';

/** The multipart body of `upload_pic` (documentation only: the file is read by the interceptor). */
export class UploadPicForm {
  @ApiProperty({
    description: 'png、jpeg、gif 或 webp 图片（按内容检测），默认不超过 10 MiB',
    type: 'string',
    format: 'binary',
  })
  file: unknown;
}
