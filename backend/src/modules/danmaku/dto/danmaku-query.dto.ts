import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Min } from 'class-validator';
import { VideoIdField } from './danmaku-rules';

/** `GET /api/danmaku/v3/?id=<video_id>&max=<n>`, as DPlayer sends it. */
export class DanmakuQueryDto {
  @ApiProperty({ description: '视频 id（DPlayer 的 danmaku.id）', example: 'news-12', maxLength: 64 })
  @VideoIdField()
  id: string;

  @ApiPropertyOptional({
    description:
      '最多返回条数（DPlayer 的 danmaku.maximum）；缺省与上限由配置 DANMAKU_MAX_DEFAULT / DANMAKU_MAX_CAP 决定，超过上限按上限返回',
    type: 'integer',
    example: 1000,
    minimum: 1,
  })
  @IsOptional()
  @IsInt({ message: 'max 必须是整数' })
  @Min(1, { message: 'max 不能小于 1' })
  max?: number;
}
