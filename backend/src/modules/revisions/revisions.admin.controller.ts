import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminCall as Call, ApiKeyScope, type Page, type Revision, type RevisionSummary } from '@site/contract';
import { IdDto } from '../../common/crud';
import { AdminApi } from '../../common/http/api-call.decorator';
import { DeletedListDto, RevisionListDto, RevisionSummaryView, RevisionView } from './dto/revision.dto';
import { RevisionsService } from './revisions.service';

const FAMILIES_NOTE =
  '`family`: news, cases, images, history, page-texts, downloads, download-cates, seo, settings (settings: super admins only). ';
import { AdminCallContext, AdminContext } from '../../common/auth/admin-context';

@ApiTags('adm/revisions')
@Controller('adm')
export class RevisionsAdminController {
  constructor(private readonly revisions: RevisionsService) {}

  @AdminApi(Call.GET_REVISION_LIST, {
    scope: ApiKeyScope.CONTENT_READ,
    summary: "An item's revisions (newest first, with who changed which fields)",
    description:
      FAMILIES_NOTE +
      'Every save, status change, delete and restore records one; kept: the newest REVISION_KEEP (50) per item and every one of the last 30 days.',
    answer: { page: RevisionSummaryView },
    errors: [400, 401, 403, 422],
  })
  list(@AdminCallContext() call: AdminContext, @Body() query: RevisionListDto): Promise<Page<RevisionSummary>> {
    return this.revisions.list(call.admin, query);
  }

  @AdminApi(Call.GET_REVISION, {
    scope: ApiKeyScope.CONTENT_READ,
    summary: 'One revision (with the whole content at the time in `snapshot`)',
    answer: RevisionView,
    errors: [400, 401, 403, 404, 422],
  })
  one(@AdminCallContext() call: AdminContext, @Body() { id }: IdDto): Promise<Revision> {
    return this.revisions.one(call.admin, id);
  }

  @AdminApi(Call.RESTORE_REVISION, {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: 'Restore a revision',
    description:
      "Writes the revision's content back (view and download counts stay); a deleted item is created again (same id). The restore is a new revision itself, and the answer is it. 409 when a unique value is taken or its category was deleted.",
    answer: RevisionSummaryView,
    errors: [400, 401, 403, 404, 409, 422],
  })
  restore(@AdminCallContext() call: AdminContext, @Body() { id }: IdDto): Promise<RevisionSummary> {
    return this.revisions.restore(call.admin, id, call.author);
  }

  @AdminApi(Call.GET_DELETED_LIST, {
    scope: ApiKeyScope.CONTENT_READ,
    summary: 'Recently deleted: deleted items that their last revision can bring back (newest first)',
    description:
      FAMILIES_NOTE + 'To restore an item, call adm/restore_revision with the id (a revision id) of its entry.',
    answer: { page: RevisionSummaryView },
    errors: [400, 401, 403, 422],
  })
  deleted(@AdminCallContext() call: AdminContext, @Body() query: DeletedListDto): Promise<Page<RevisionSummary>> {
    return this.revisions.deleted(call.admin, query);
  }
}
