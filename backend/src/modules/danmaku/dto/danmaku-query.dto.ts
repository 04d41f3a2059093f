import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Min } from 'class-validator';
import { VIDEO_ID_PATTERN, VideoIdField } from './danmaku-rules';

/** `GET /api/danmaku/v3/?id=<video_id>&max=<n>`, as DPlayer sends it. */
export class DanmakuQueryDto {
  @ApiProperty({
    description: "Video id (DPlayer's danmaku.id)",
    example: 'news-12',
    maxLength: 64,
    pattern: VIDEO_ID_PATTERN.source,
  })
  @VideoIdField()
  id: string;

  @ApiPropertyOptional({
    description:
      "At most this many (DPlayer's danmaku.maximum); the default and the cap are DANMAKU_MAX_DEFAULT / DANMAKU_MAX_CAP; more than the cap answers the cap",
    type: 'integer',
    example: 1000,
    minimum: 1,
  })
  @IsOptional()
  @IsInt({ message: 'max 必须是整数' })
  @Min(1, { message: 'max 不能小于 1' })
  max?: number;
}
