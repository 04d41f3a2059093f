import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminCall as Call, ApiKeyScope, type Page, type Revision, type RevisionSummary } from '@site/contract';
import type { AuthenticatedAdmin } from '../../common/auth/authenticated-admin';
import { CurrentAdmin } from '../../common/auth/current-admin.decorator';
import { IdDto } from '../../common/crud';
import { AdminApi } from '../../common/http/api-call.decorator';
import { DeletedListDto, RevisionListDto, RevisionSummaryView, RevisionView } from './dto/revision.dto';
import { RevisionsService } from './revisions.service';

const FAMILIES_NOTE =
  'family：news、cases、images、history、page-texts、downloads、download-cates、seo、settings（settings 仅超级管理员）。';

@ApiTags('历史版本')
@Controller('adm')
export class RevisionsAdminController {
  constructor(private readonly revisions: RevisionsService) {}

  @AdminApi(Call.GET_REVISION_LIST, {
    scope: ApiKeyScope.CONTENT_READ,
    summary: '内容的历史版本列表（最新在前，含修改者与修改的字段）',
    description:
      FAMILIES_NOTE +
      '每次保存、改状态、删除与恢复各记一个版本；保留每条内容最近 REVISION_KEEP 个（默认 50）以及 30 天内的全部版本。',
    answer: { page: RevisionSummaryView },
    errors: [400, 401, 403, 422],
  })
  list(@CurrentAdmin() admin: AuthenticatedAdmin, @Body() query: RevisionListDto): Promise<Page<RevisionSummary>> {
    return this.revisions.list(admin, query);
  }

  @AdminApi(Call.GET_REVISION, {
    scope: ApiKeyScope.CONTENT_READ,
    summary: '一个历史版本（含当时的完整内容 snapshot）',
    answer: RevisionView,
    errors: [400, 401, 403, 404, 422],
  })
  one(@CurrentAdmin() admin: AuthenticatedAdmin, @Body() { id }: IdDto): Promise<Revision> {
    return this.revisions.one(admin, id);
  }

  @AdminApi(Call.RESTORE_REVISION, {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: '恢复到某个历史版本',
    description:
      '把该版本的内容写回（浏览与下载计数不变）；内容已删除时重新创建（同一 id）。恢复本身记为一个新版本，答复即该新版本。' +
      '唯一值已被占用或所属分类已删除时 409。',
    answer: RevisionSummaryView,
    errors: [400, 401, 403, 404, 409, 422],
  })
  restore(@CurrentAdmin() admin: AuthenticatedAdmin, @Body() { id }: IdDto): Promise<RevisionSummary> {
    return this.revisions.restore(admin, id);
  }

  @AdminApi(Call.GET_DELETED_LIST, {
    scope: ApiKeyScope.CONTENT_READ,
    summary: '最近删除：已删除、可用其最后一个版本恢复的内容（最新在前）',
    description: FAMILIES_NOTE + '恢复时对列表项的 id（版本 id）调用 adm/restore_revision。',
    answer: { page: RevisionSummaryView },
    errors: [400, 401, 403, 422],
  })
  deleted(@CurrentAdmin() admin: AuthenticatedAdmin, @Body() query: DeletedListDto): Promise<Page<RevisionSummary>> {
    return this.revisions.deleted(admin, query);
  }
}
