import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminCall as Call, ApiKeyScope, Page, PageText } from '@site/contract';
import { Lang } from '../../common/auth/current-admin.decorator';
import { DeleteDto, DeletedView } from '../../common/crud';
import { AdminPageTextListDto } from './dto/page-text-list.dto';
import { PageTextView } from './dto/page-text.view';
import { SavePageTextDto } from './dto/save-page-text.dto';
import { PageTextsService } from './page-texts.service';
import { AdminApi } from '../../common/http/api-call.decorator';

@ApiTags('adm/page-texts')
@Controller('adm')
export class PageTextsAdminController {
  constructor(private readonly pageTexts: PageTextsService) {}

  @AdminApi(Call.GET_PAGE_TEXT_LIST, {
    scope: ApiKeyScope.CONTENT_READ,
    summary: '页面文本列表（管理）',
    description:
      '当前 lang 的页面文本，keyword 匹配 key、标题（页面文本没有 status 与 sort）。' +
      'sort 可选 id, key, title, created_at, updated_at；默认按 key 升序。',
    answer: { page: PageTextView },
    errors: [400, 401, 403, 422],
  })
  list(@Lang() lang: string, @Body() query: AdminPageTextListDto): Promise<Page<PageText>> {
    return this.pageTexts.list(lang, query);
  }

  @AdminApi(Call.SAVE_PAGE_TEXT, {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: '新建或修改页面文本',
    description: '无 id 时新建（key 必填），有 id 时修改；同一语言内 key 重复返回 409。',
    answer: PageTextView,
    errors: [400, 401, 403, 404, 409, 422],
  })
  save(@Lang() lang: string, @Body() body: SavePageTextDto): Promise<PageText> {
    return this.pageTexts.save(lang, body);
  }

  @AdminApi(Call.DEL_PAGE_TEXT, {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: '删除页面文本（id 或 ids）',
    answer: DeletedView,
    errors: [400, 401, 403, 422],
  })
  remove(@Lang() lang: string, @Body() body: DeleteDto): Promise<{ deleted: number }> {
    return this.pageTexts.remove(lang, body);
  }
}
