import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminCall as Call, ApiKeyScope, type CategoryCount, Case, Page } from '@site/contract';
import { DeleteDto, DeletedView } from '../../common/crud';
import { CategoryCountView } from '../articles/categories';
import { AdminCaseListDto } from './dto/case-list.dto';
import { CaseView } from './dto/case.view';
import { SaveCaseDto } from './dto/save-case.dto';
import { CasesService } from './cases.service';
import { AdminApi } from '../../common/http/api-call.decorator';
import { AdminCallContext, AdminContext } from '../../common/auth/admin-context';

@ApiTags('adm/cases')
@Controller('adm')
export class CasesAdminController {
  constructor(private readonly cases: CasesService) {}

  @AdminApi(Call.GET_CASE_LIST, {
    scope: ApiKeyScope.CONTENT_READ,
    summary: 'Cases (back office)',
    description:
      'Every case in the current lang (drafts and scheduled ones included). `keyword` matches title, summary and client. `sort`: id, title, client, category, sort, status, publish_time, created_at, updated_at; by default sort ascending, then id descending.',
    answer: { page: CaseView },
    errors: [400, 401, 403, 422],
  })
  list(@AdminCallContext() call: AdminContext, @Body() query: AdminCaseListDto): Promise<Page<Case>> {
    return this.cases.list(call.lang, query);
  }

  @AdminApi(Call.GET_CASE_CATEGORY_LIST, {
    scope: ApiKeyScope.CONTENT_READ,
    summary: 'Categories in use (cases)',
    description:
      "The categories the current lang's cases use (drafts included), most used first, then by name; at most 500. What the back office offers when a category is picked, so that a new one is made on purpose.",
    answer: [CategoryCountView],
    errors: [401, 403],
  })
  categories(@AdminCallContext() call: AdminContext): Promise<CategoryCount[]> {
    return this.cases.categories(call.lang);
  }

  @AdminApi(Call.SAVE_CASE, {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: 'Create or change a case',
    description:
      'Without id creates (publish time defaults to now), with id changes; the body is cleaned before it is stored.',
    answer: CaseView,
    errors: [400, 401, 403, 404, 422],
  })
  save(@AdminCallContext() call: AdminContext, @Body() body: SaveCaseDto): Promise<Case> {
    return this.cases.save(call.lang, body, call.author);
  }

  @AdminApi(Call.DEL_CASE, {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: 'Delete cases (id or ids)',
    answer: DeletedView,
    errors: [400, 401, 403, 422],
  })
  remove(@AdminCallContext() call: AdminContext, @Body() body: DeleteDto): Promise<{ deleted: number }> {
    return this.cases.remove(call.lang, body, call.author);
  }
}
