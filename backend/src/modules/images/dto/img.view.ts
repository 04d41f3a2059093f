import { ApiProperty } from '@nestjs/swagger';
import { ContentView } from '../../../common/crud';

/** An image list entry on the wire. */
export class ImgView extends ContentView {
  @ApiProperty({ example: '合作伙伴 A' })
  title: string;

  @ApiProperty({ example: 'banner' })
  group: string;

  @ApiProperty({ description: 'Picture URL', example: '/uploads/2026/11/banner.jpg' })
  image: string;

  @ApiProperty({ description: 'Video URL, empty string when none', example: '' })
  video: string;

  @ApiProperty({ description: 'Link, empty string when none', example: 'https://partner.example.com/' })
  link: string;

  @ApiProperty({ example: '长期战略合作伙伴' })
  description: string;

  @ApiProperty({ description: '1 shown, 0 hidden', enum: [0, 1], example: 1 })
  status: 0 | 1;

  @ApiProperty({ example: 0 })
  sort: number;
}
