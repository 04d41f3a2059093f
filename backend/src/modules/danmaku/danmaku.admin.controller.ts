import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminCall as Call, ApiKeyScope, Danmaku, Page } from '@site/contract';
import { DeleteDto, DeletedView } from '../../common/crud';
import { DanmakuService } from './danmaku.service';
import { AdminDanmakuListDto } from './dto/danmaku-list.dto';
import { DanmakuAdminView } from './dto/danmaku.view';
import { AdminApi } from '../../common/http/api-call.decorator';

@ApiTags('adm/danmaku')
@Controller('adm')
export class DanmakuAdminController {
  constructor(private readonly danmaku: DanmakuService) {}

  @AdminApi(Call.GET_DANMAKU_LIST, {
    scope: ApiKeyScope.CONTENT_READ,
    summary: '弹幕列表（审核）',
    description:
      '全部弹幕（含隐藏），内容为原文（未转义），含发送者 IP。video_id 只列出该视频；keyword 匹配内容、发送者。' +
      'sort 可选 id, video_id, time, status, created_at；默认按 id 倒序（最新在前）。',
    answer: { page: DanmakuAdminView },
    errors: [400, 401, 403, 422],
  })
  list(@Body() query: AdminDanmakuListDto): Promise<Page<Danmaku>> {
    return this.danmaku.list(query);
  }

  @AdminApi(Call.DEL_DANMAKU, {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: '删除弹幕（id 或 ids）',
    answer: DeletedView,
    errors: [400, 401, 403, 422],
  })
  remove(@Body() body: DeleteDto): Promise<{ deleted: number }> {
    return this.danmaku.remove(body);
  }
}
