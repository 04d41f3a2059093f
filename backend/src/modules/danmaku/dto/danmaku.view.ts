import { ApiProperty } from '@nestjs/swagger';

/** A stored comment as the player's POST answer shows it (`text` and `author` HTML-escaped). */
export class DanmakuView {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ description: '视频 id', example: 'news-12' })
  video_id: string;

  @ApiProperty({ description: '发送者（播放器接口中已 HTML 转义，管理列表中为原文）', example: '访客' })
  author: string;

  @ApiProperty({ description: '出现时间（秒）', format: 'double', example: 12.5 })
  time: number;

  @ApiProperty({ description: '弹幕内容（播放器接口中已 HTML 转义，管理列表中为原文）', example: '前方高能 &lt;3' })
  text: string;

  @ApiProperty({ description: '颜色 0xRRGGBB 的整数值', example: 16777215 })
  color: number;

  @ApiProperty({ description: '0 从右向左，1 顶部，2 底部', enum: [0, 1, 2], example: 0 })
  type: 0 | 1 | 2;

  @ApiProperty({ description: '1 显示，0 隐藏', enum: [0, 1], example: 1 })
  status: 0 | 1;

  @ApiProperty({ description: '发送时间（UTC, ISO 8601）', format: 'date-time', example: '2026-11-21T08:00:00.000Z' })
  created_at: string;
}

/** A comment in the moderation list: as stored (not escaped), with the sender's address. */
export class DanmakuAdminView extends DanmakuView {
  @ApiProperty({ description: '发送者 IP 地址', example: '203.0.113.9' })
  ip: string;
}
