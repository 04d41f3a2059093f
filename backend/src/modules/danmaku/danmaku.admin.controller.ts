import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminCall as Call, Danmaku, Page } from '@site/contract';
import { AdminCall } from '../../common/auth/call-access.decorator';
import { ApiEnvelope, ApiErrors, ApiPageEnvelope, DeleteDto, DeletedView } from '../../common/crud';
import { DanmakuService } from './danmaku.service';
import { AdminDanmakuListDto } from './dto/danmaku-list.dto';
import { DanmakuAdminView } from './dto/danmaku.view';

@ApiTags('adm/danmaku')
@Controller('adm')
export class DanmakuAdminController {
  constructor(private readonly danmaku: DanmakuService) {}

  @Post(Call.GET_DANMAKU_LIST)
  @HttpCode(200)
  @AdminCall()
  @ApiOperation({
    summary: '弹幕列表（审核）',
    description:
      '全部弹幕（含隐藏），内容为原文（未转义），含发送者 IP。video_id 只列出该视频；keyword 匹配内容、发送者。' +
      'sort 可选 id, video_id, time, status, created_at；默认按 id 倒序（最新在前）。',
  })
  @ApiPageEnvelope(DanmakuAdminView)
  @ApiErrors(400, 401, 403, 422)
  list(@Body() query: AdminDanmakuListDto): Promise<Page<Danmaku>> {
    return this.danmaku.list(query);
  }

  @Post(Call.DEL_DANMAKU)
  @HttpCode(200)
  @AdminCall()
  @ApiOperation({ summary: '删除弹幕（id 或 ids）' })
  @ApiEnvelope(DeletedView)
  @ApiErrors(400, 401, 403, 422)
  remove(@Body() body: DeleteDto): Promise<{ deleted: number }> {
    return this.danmaku.remove(body);
  }
}
