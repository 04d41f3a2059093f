import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminCall as Call, ApiKeyScope, Case, Page } from '@site/contract';
import { Lang } from '../../common/auth/current-admin.decorator';
import { DeleteDto, DeletedView } from '../../common/crud';
import { AdminCaseListDto } from './dto/case-list.dto';
import { CaseView } from './dto/case.view';
import { SaveCaseDto } from './dto/save-case.dto';
import { CasesService } from './cases.service';
import { AdminApi } from '../../common/http/api-call.decorator';

@ApiTags('adm/cases')
@Controller('adm')
export class CasesAdminController {
  constructor(private readonly cases: CasesService) {}

  @AdminApi(Call.GET_CASE_LIST, {
    scope: ApiKeyScope.CONTENT_READ,
    summary: '案例列表（管理）',
    description:
      '当前 lang 的全部案例（含草稿与定时发布）。keyword 匹配标题、摘要、客户。' +
      'sort 可选 id, title, client, category, sort, status, publish_time, created_at, updated_at；默认 sort 升序、id 倒序。',
    answer: { page: CaseView },
    errors: [400, 401, 403, 422],
  })
  list(@Lang() lang: string, @Body() query: AdminCaseListDto): Promise<Page<Case>> {
    return this.cases.list(lang, query);
  }

  @AdminApi(Call.SAVE_CASE, {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: '新建或修改案例',
    description: '无 id 时新建（发布时间默认当前时间），有 id 时修改；正文保存前清理。',
    answer: CaseView,
    errors: [400, 401, 403, 404, 422],
  })
  save(@Lang() lang: string, @Body() body: SaveCaseDto): Promise<Case> {
    return this.cases.save(lang, body);
  }

  @AdminApi(Call.DEL_CASE, {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: '删除案例（id 或 ids）',
    answer: DeletedView,
    errors: [400, 401, 403, 422],
  })
  remove(@Lang() lang: string, @Body() body: DeleteDto): Promise<{ deleted: number }> {
    return this.cases.remove(lang, body);
  }
}
