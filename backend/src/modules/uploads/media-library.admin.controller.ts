import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminCall as Call, ApiKeyScope, type MediaFile, type MediaUsage, type Page } from '@site/contract';
import {
  DeleteMediaDto,
  MediaFileView,
  MediaListDto,
  MediaUsageDto,
  MediaUsageView,
  SaveMediaAltDto,
} from './dto/media-library.dto';
import { MediaUsageService } from './media-usage.service';
import { DeletedView } from '../../common/crud';
import { MediaLibraryService } from './media-library.service';
import { AdminApi } from '../../common/http/api-call.decorator';
import { AdminCallContext, AdminContext } from '../../common/auth/admin-context';

@ApiTags('adm/uploads')
@Controller('adm')
export class MediaLibraryAdminController {
  constructor(
    private readonly library: MediaLibraryService,
    private readonly usages: MediaUsageService,
  ) {}

  @AdminApi(Call.GET_MEDIA_LIST, {
    scope: ApiKeyScope.CONTENT_READ,
    summary: 'Media library: the uploaded files (pictures and multi-part uploads)',
    description:
      '`keyword` matches the file name; `kind` filters by detected type (image, video, other). `sort`: id, original_name, size, created_at; newest id first by default.',
    answer: { page: MediaFileView },
    errors: [400, 401, 403, 422],
  })
  list(@AdminCallContext() _call: AdminContext, @Body() query: MediaListDto): Promise<Page<MediaFile>> {
    return this.library.list(query);
  }

  @AdminApi(Call.SAVE_MEDIA_ALT, {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: "Set a picture's description in the media library",
    description:
      "The text public pages give the picture wherever a rich text shows it without a description of its own (the editor's per-use description wins). Empty removes it. Audited as an update of the field `alt`.",
    answer: MediaFileView,
    errors: [400, 401, 403, 404, 422],
  })
  saveAlt(@AdminCallContext() call: AdminContext, @Body() { id, alt }: SaveMediaAltDto): Promise<MediaFile> {
    return this.library.saveAlt(id, alt, call.actor);
  }

  @AdminApi(Call.GET_MEDIA_USAGE, {
    scope: ApiKeyScope.CONTENT_READ,
    summary: 'Where a file is used: the content and settings referring to it',
    description:
      'Looks for an uploaded file in the current text fields of every content family and of the public settings (no settings for an API key). An address that names no uploaded file answers an empty list.',
    answer: [MediaUsageView],
    errors: [400, 401, 403, 422],
  })
  usage(@AdminCallContext() call: AdminContext, @Body() { url }: MediaUsageDto): Promise<MediaUsage[]> {
    return this.usages.usage(url, call.admin);
  }

  @AdminApi(Call.DEL_MEDIA, {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: 'Delete a file of the media library',
    description:
      '409 with the places in `data.usage` while content or settings refer to it; 409 with the number of revisions in `data.revisions` when only revisions do: confirm with `force: true` to delete anyway (restoring those revisions will show a missing file).',
    answer: DeletedView,
    errors: [400, 401, 403, 404, 409, 422],
  })
  remove(@AdminCallContext() call: AdminContext, @Body() { id, force }: DeleteMediaDto): Promise<{ deleted: number }> {
    return this.usages.remove(id, force === true, call.admin, call.actor);
  }
}
