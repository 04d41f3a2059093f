import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { AdminListQueryDto } from '../../../common/crud';
import { VIDEO_ID_PATTERN, VideoIdField } from './danmaku-rules';

/** `adm/get_danmaku_list`: the admin list body plus `video_id`. */
export class AdminDanmakuListDto extends AdminListQueryDto {
  @ApiPropertyOptional({
    description: "Only this video's danmaku",
    example: 'news-12',
    maxLength: 64,
    pattern: VIDEO_ID_PATTERN.source,
  })
  @IsOptional()
  @VideoIdField()
  video_id?: string;
}
