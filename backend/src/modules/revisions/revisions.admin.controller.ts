import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminCall as Call, ApiKeyScope, type Page, type Revision, type RevisionSummary } from '@site/contract';
import type { AuthenticatedAdmin } from '../../common/auth/authenticated-admin';
import { CurrentAdmin } from '../../common/auth/current-admin.decorator';
import { Author, IdDto, WrittenBy } from '../../common/crud';
import { AdminApi } from '../../common/http/api-call.decorator';
import { DeletedListDto, RevisionListDto, RevisionSummaryView, RevisionView } from './dto/revision.dto';
import { RevisionsService } from './revisions.service';

const FAMILIES_NOTE =
  '`family`: news, cases, images, history, page-texts, downloads, download-cates, seo, settings (settings: super admins only). ';

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
  list(@CurrentAdmin() admin: AuthenticatedAdmin, @Body() query: RevisionListDto): Promise<Page<RevisionSummary>> {
    return this.revisions.list(admin, query);
  }

  @AdminApi(Call.GET_REVISION, {
    scope: ApiKeyScope.CONTENT_READ,
    summary: 'One revision (with the whole content at the time in `snapshot`)',
    answer: RevisionView,
    errors: [400, 401, 403, 404, 422],
  })
  one(@CurrentAdmin() admin: AuthenticatedAdmin, @Body() { id }: IdDto): Promise<Revision> {
    return this.revisions.one(admin, id);
  }

  @AdminApi(Call.RESTORE_REVISION, {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: 'Restore a revision',
    description:
      "Writes the revision's content back (view and download counts stay); a deleted item is created again (same id). The restore is a new revision itself, and the answer is it. 409 when a unique value is taken or its category was deleted.",
    answer: RevisionSummaryView,
    errors: [400, 401, 403, 404, 409, 422],
  })
  restore(
    @CurrentAdmin() admin: AuthenticatedAdmin,
    @Body() { id }: IdDto,
    @WrittenBy() author: Author,
  ): Promise<RevisionSummary> {
    return this.revisions.restore(admin, id, author);
  }

  @AdminApi(Call.GET_DELETED_LIST, {
    scope: ApiKeyScope.CONTENT_READ,
    summary: 'Recently deleted: deleted items that their last revision can bring back (newest first)',
    description:
      FAMILIES_NOTE + 'To restore an item, call adm/restore_revision with the id (a revision id) of its entry.',
    answer: { page: RevisionSummaryView },
    errors: [400, 401, 403, 422],
  })
  deleted(@CurrentAdmin() admin: AuthenticatedAdmin, @Body() query: DeletedListDto): Promise<Page<RevisionSummary>> {
    return this.revisions.deleted(admin, query);
  }
}
