import { ApiProperty } from '@nestjs/swagger';
import { IMAGE_SIZES_MAX_SRCS } from '@site/contract';
import { ArrayMaxSize, IsArray, IsString, MaxLength } from 'class-validator';

/** `{ srcs }` of get_image_sizes: the `src` of each picture on a page. */
export class PictureSizesDto {
  @ApiProperty({
    description: 'Picture address (only those under /uploads/ have sizes)',
    type: 'array',
    items: { type: 'string', maxLength: 2048 },
    maxItems: IMAGE_SIZES_MAX_SRCS,
    example: ['/uploads/2026/11/a.png'],
  })
  @IsArray({ message: 'srcs 必须是数组' })
  @ArrayMaxSize(IMAGE_SIZES_MAX_SRCS, { message: `srcs 最多 ${IMAGE_SIZES_MAX_SRCS} 个` })
  @IsString({ each: true, message: 'srcs 的每一项必须是字符串' })
  @MaxLength(2048, { each: true, message: '图片地址过长' })
  srcs: string[];
}
