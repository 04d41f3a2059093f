import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminCall as Call, ApiKeyScope, Danmaku, Page, VideoItem } from '@site/contract';
import { DeleteDto, DeletedView } from '../../common/crud';
import { DanmakuService } from './danmaku.service';
import { AdminDanmakuListDto } from './dto/danmaku-list.dto';
import { DanmakuAdminView } from './dto/danmaku.view';
import { VideoItemView } from './dto/video-item.view';
import { AdminApi } from '../../common/http/api-call.decorator';
import { AdminCallContext, AdminContext } from '../../common/auth/admin-context';

@ApiTags('adm/danmaku')
@Controller('adm')
export class DanmakuAdminController {
  constructor(private readonly danmaku: DanmakuService) {}

  @AdminApi(Call.GET_DANMAKU_LIST, {
    scope: ApiKeyScope.CONTENT_READ,
    summary: 'Danmaku (moderation)',
    description:
      "Every danmaku (hidden ones included) as typed (not escaped), with the sender's IP. `video_id` lists one video's; `keyword` matches text and author. `sort`: id, video_id, time, status, created_at; newest id first by default.",
    answer: { page: DanmakuAdminView },
    errors: [400, 401, 403, 422],
  })
  list(@AdminCallContext() _call: AdminContext, @Body() query: AdminDanmakuListDto): Promise<Page<Danmaku>> {
    return this.danmaku.list(query);
  }

  @AdminApi(Call.GET_VIDEO_LIST, {
    scope: ApiKeyScope.CONTENT_READ,
    summary: 'Videos that take danmaku, each with its count',
    description:
      "Every news item and picture with a `video` (whatever its status), newest first, named by the player's danmaku id (`news-<id>`, `img-<id>`: the `video_id` of get_danmaku_list), with its number of danmaku. At most 500.",
    answer: [VideoItemView],
    errors: [401, 403],
  })
  videos(@AdminCallContext() _call: AdminContext): Promise<VideoItem[]> {
    return this.danmaku.videos();
  }

  @AdminApi(Call.DEL_DANMAKU, {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: 'Delete danmaku (id or ids)',
    answer: DeletedView,
    errors: [400, 401, 403, 422],
  })
  remove(@AdminCallContext() call: AdminContext, @Body() body: DeleteDto): Promise<{ deleted: number }> {
    return this.danmaku.remove(body, call.author);
  }
}
