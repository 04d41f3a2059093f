import { ApiProperty } from '@nestjs/swagger';
import type { VideoItem } from '@site/contract';

/** A video that takes danmaku, with its count (`adm/get_video_list`). */
export class VideoItemView implements VideoItem {
  @ApiProperty({ description: "The player's danmaku id: `news-<id>` or `img-<id>`", example: 'news-12' })
  video_id: string;

  @ApiProperty({ description: 'Whose video it is', enum: ['news', 'images'], example: 'news' })
  family: 'news' | 'images';

  @ApiProperty({ description: 'The news item or picture', example: 12 })
  id: number;

  @ApiProperty({ description: 'Its title', example: '产品发布会' })
  title: string;

  @ApiProperty({ description: 'The video address', example: '/uploads/2026/11/launch.mp4' })
  video: string;

  @ApiProperty({ description: 'How many danmaku it has (hidden ones included)', example: 3 })
  danmaku: number;
}
