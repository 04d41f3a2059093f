import { ApiProperty } from '@nestjs/swagger';

/** The multipart body of `upload_pic` (documentation only: the file is read by the interceptor). */
export class UploadPicForm {
  @ApiProperty({
    description: 'A png, jpeg, gif or webp picture (detected from its content), at most 10 MiB by default',
    type: 'string',
    format: 'binary',
  })
  file: unknown;
}
