import { ApiProperty } from '@nestjs/swagger';

/** A stored comment as the player's POST answer shows it (`text` and `author` HTML-escaped). */
export class DanmakuView {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ description: 'Video id', example: 'news-12' })
  video_id: string;

  @ApiProperty({
    description: 'Sender (HTML-escaped in the player call, as typed in the back-office list)',
    example: '访客',
  })
  author: string;

  @ApiProperty({ description: 'When it shows (seconds into the video)', format: 'double', example: 12.5 })
  time: number;

  @ApiProperty({
    description: 'Text (HTML-escaped in the player call, as typed in the back-office list)',
    example: '前方高能 &lt;3',
  })
  text: string;

  @ApiProperty({ description: 'Colour as the integer 0xRRGGBB', example: 16777215 })
  color: number;

  @ApiProperty({ description: '0 right to left, 1 top, 2 bottom', enum: [0, 1, 2], example: 0 })
  type: 0 | 1 | 2;

  @ApiProperty({ description: '1 shown, 0 hidden', enum: [0, 1], example: 1 })
  status: 0 | 1;

  @ApiProperty({ description: 'Sent (UTC, ISO 8601)', format: 'date-time', example: '2026-11-21T08:00:00.000Z' })
  created_at: string;
}

/** A comment in the moderation list: as stored (not escaped), with the sender's address. */
export class DanmakuAdminView extends DanmakuView {
  @ApiProperty({ description: "Sender's IP address", example: '203.0.113.9' })
  ip: string;
}
