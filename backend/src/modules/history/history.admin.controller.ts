import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminCall as Call, ApiKeyScope, History, Page } from '@site/contract';
import { Lang } from '../../common/auth/current-admin.decorator';
import { DeleteDto, DeletedView } from '../../common/crud';
import { AdminHistoryListDto } from './dto/history-list.dto';
import { HistoryView } from './dto/history.view';
import { SaveHistoryDto } from './dto/save-history.dto';
import { HistoryService } from './history.service';
import { AdminApi } from '../../common/http/api-call.decorator';

@ApiTags('adm/history')
@Controller('adm')
export class HistoryAdminController {
  constructor(private readonly history: HistoryService) {}

  @AdminApi(Call.GET_HISTORY_LIST, {
    scope: ApiKeyScope.CONTENT_READ,
    summary: '发展历程列表（管理）',
    description:
      '当前 lang 的历史条目，可按 year 筛选，keyword 匹配标题、内容（条目没有 status）。' +
      'sort 可选 id, year, month, title, sort, created_at, updated_at；默认 sort 升序、id 倒序。',
    answer: { page: HistoryView },
    errors: [400, 401, 403, 422],
  })
  list(@Lang() lang: string, @Body() query: AdminHistoryListDto): Promise<Page<History>> {
    return this.history.list(lang, query);
  }

  @AdminApi(Call.SAVE_HISTORY, {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: '新建或修改历史条目',
    description: '无 id 时新建（year、title 必填），有 id 时修改；内容保存前清理。',
    answer: HistoryView,
    errors: [400, 401, 403, 404, 422],
  })
  save(@Lang() lang: string, @Body() body: SaveHistoryDto): Promise<History> {
    return this.history.save(lang, body);
  }

  @AdminApi(Call.DEL_HISTORY, {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: '删除历史条目（id 或 ids）',
    answer: DeletedView,
    errors: [400, 401, 403, 422],
  })
  remove(@Lang() lang: string, @Body() body: DeleteDto): Promise<{ deleted: number }> {
    return this.history.remove(lang, body);
  }
}
