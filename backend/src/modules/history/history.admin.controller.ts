import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminCall as Call, ApiKeyScope, History, Page } from '@site/contract';
import { DeleteDto, DeletedView } from '../../common/crud';
import { AdminHistoryListDto } from './dto/history-list.dto';
import { HistoryView } from './dto/history.view';
import { SaveHistoryDto } from './dto/save-history.dto';
import { HistoryService } from './history.service';
import { AdminApi } from '../../common/http/api-call.decorator';
import { AdminCallContext, AdminContext } from '../../common/auth/admin-context';

@ApiTags('adm/history')
@Controller('adm')
export class HistoryAdminController {
  constructor(private readonly history: HistoryService) {}

  @AdminApi(Call.GET_HISTORY_LIST, {
    scope: ApiKeyScope.CONTENT_READ,
    summary: 'History (back office)',
    description:
      'History entries of the current lang, optionally of one `year`; `keyword` matches title and content (entries have no status). `sort`: id, year, month, title, sort, created_at, updated_at; by default sort ascending, then id descending.',
    answer: { page: HistoryView },
    errors: [400, 401, 403, 422],
  })
  list(@AdminCallContext() call: AdminContext, @Body() query: AdminHistoryListDto): Promise<Page<History>> {
    return this.history.list(call.lang, query);
  }

  @AdminApi(Call.SAVE_HISTORY, {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: 'Create or change a history entry',
    description:
      'Without id creates (year and title required), with id changes; the content is cleaned before it is stored.',
    answer: HistoryView,
    errors: [400, 401, 403, 404, 422],
  })
  save(@AdminCallContext() call: AdminContext, @Body() body: SaveHistoryDto): Promise<History> {
    return this.history.save(call.lang, body, call.author);
  }

  @AdminApi(Call.DEL_HISTORY, {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: 'Delete history entries (id or ids)',
    answer: DeletedView,
    errors: [400, 401, 403, 422],
  })
  remove(@AdminCallContext() call: AdminContext, @Body() body: DeleteDto): Promise<{ deleted: number }> {
    return this.history.remove(call.lang, body, call.author);
  }
}
