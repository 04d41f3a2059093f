import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminCall as Call, History, Page } from '@site/contract';
import { AdminCall } from '../../common/auth/call-access.decorator';
import { Lang } from '../../common/auth/current-admin.decorator';
import { ApiEnvelope, ApiErrors, ApiPageEnvelope, DeleteDto, DeletedView } from '../../common/crud';
import { AdminHistoryListDto } from './dto/history-list.dto';
import { HistoryView } from './dto/history.view';
import { SaveHistoryDto } from './dto/save-history.dto';
import { HistoryService } from './history.service';

@ApiTags('adm/history')
@Controller('adm')
export class HistoryAdminController {
  constructor(private readonly history: HistoryService) {}

  @Post(Call.GET_HISTORY_LIST)
  @HttpCode(200)
  @AdminCall()
  @ApiOperation({
    summary: '发展历程列表（管理）',
    description:
      '当前 lang 的历史条目，可按 year 筛选，keyword 匹配标题、内容（条目没有 status）。' +
      'sort 可选 id, year, month, title, sort, created_at, updated_at；默认 sort 升序、id 倒序。',
  })
  @ApiPageEnvelope(HistoryView)
  @ApiErrors(400, 401, 403, 422)
  list(@Lang() lang: string, @Body() query: AdminHistoryListDto): Promise<Page<History>> {
    return this.history.list(lang, query);
  }

  @Post(Call.SAVE_HISTORY)
  @HttpCode(200)
  @AdminCall()
  @ApiOperation({
    summary: '新建或修改历史条目',
    description: '无 id 时新建（year、title 必填），有 id 时修改；内容保存前清理。',
  })
  @ApiEnvelope(HistoryView)
  @ApiErrors(400, 401, 403, 404, 422)
  save(@Lang() lang: string, @Body() body: SaveHistoryDto): Promise<History> {
    return this.history.save(lang, body);
  }

  @Post(Call.DEL_HISTORY)
  @HttpCode(200)
  @AdminCall()
  @ApiOperation({ summary: '删除历史条目（id 或 ids）' })
  @ApiEnvelope(DeletedView)
  @ApiErrors(400, 401, 403, 422)
  remove(@Lang() lang: string, @Body() body: DeleteDto): Promise<{ deleted: number }> {
    return this.history.remove(lang, body);
  }
}
