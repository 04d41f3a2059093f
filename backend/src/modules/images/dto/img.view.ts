import { ApiProperty } from '@nestjs/swagger';
import { ContentView } from '../../../common/crud';

/** An image list entry on the wire. */
export class ImgView extends ContentView {
  @ApiProperty({ example: '合作伙伴 A' })
  title: string;

  @ApiProperty({ example: 'banner' })
  group: string;

  @ApiProperty({ description: '图片 URL', example: '/uploads/2026/11/banner.jpg' })
  image: string;

  @ApiProperty({ description: '视频 URL，无则为空串', example: '' })
  video: string;

  @ApiProperty({ description: '跳转链接，无则为空串', example: 'https://partner.example.com/' })
  link: string;

  @ApiProperty({ example: '长期战略合作伙伴' })
  description: string;

  @ApiProperty({ description: '1 显示，0 隐藏', enum: [0, 1], example: 1 })
  status: 0 | 1;

  @ApiProperty({ example: 0 })
  sort: number;
}
