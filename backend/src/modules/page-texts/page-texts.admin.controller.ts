import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminCall as Call, ApiKeyScope, Page, PageText } from '@site/contract';
import { DeleteDto, DeletedView } from '../../common/crud';
import { AdminPageTextListDto } from './dto/page-text-list.dto';
import { PageTextView } from './dto/page-text.view';
import { SavePageTextDto } from './dto/save-page-text.dto';
import { PageTextsService } from './page-texts.service';
import { AdminApi } from '../../common/http/api-call.decorator';
import { AdminCallContext, AdminContext } from '../../common/auth/admin-context';

@ApiTags('adm/page-texts')
@Controller('adm')
export class PageTextsAdminController {
  constructor(private readonly pageTexts: PageTextsService) {}

  @AdminApi(Call.GET_PAGE_TEXT_LIST, {
    scope: ApiKeyScope.CONTENT_READ,
    summary: 'Page texts (back office)',
    description:
      'Page texts of the current lang; `keyword` matches key and title (page texts have no status or sort). `sort`: id, key, title, created_at, updated_at; by key ascending by default.',
    answer: { page: PageTextView },
    errors: [400, 401, 403, 422],
  })
  list(@AdminCallContext() call: AdminContext, @Body() query: AdminPageTextListDto): Promise<Page<PageText>> {
    return this.pageTexts.list(call.lang, query);
  }

  @AdminApi(Call.SAVE_PAGE_TEXT, {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: 'Create or change a page text',
    description: 'Without id creates (key required), with id changes; a key taken in the same language answers 409.',
    answer: PageTextView,
    errors: [400, 401, 403, 404, 409, 422],
  })
  save(@AdminCallContext() call: AdminContext, @Body() body: SavePageTextDto): Promise<PageText> {
    return this.pageTexts.save(call.lang, body, call.author);
  }

  @AdminApi(Call.DEL_PAGE_TEXT, {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: 'Delete page texts (id or ids)',
    answer: DeletedView,
    errors: [400, 401, 403, 422],
  })
  remove(@AdminCallContext() call: AdminContext, @Body() body: DeleteDto): Promise<{ deleted: number }> {
    return this.pageTexts.remove(call.lang, body, call.author);
  }
}
