import { ApiKeyScope } from '@site/contract';
import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DeleteDto, DeletedView } from '../../common/crud';
import { DownloadCatesService } from './download-cates.service';
import { DownloadsService } from './downloads.service';
import { DownloadCateListQueryDto, SaveDownloadCateDto } from './dto/download-cate.dto';
import { DownloadListQueryDto, SaveDownloadDto } from './dto/download.dto';
import { DownloadCateView, DownloadView } from './dto/download.views';
import { AdminApi } from '../../common/http/api-call.decorator';
import { AdminCallContext, AdminContext } from '../../common/auth/admin-context';

/** Downloads and their categories in the admin: any admin role (contract "Roles": content). */
@ApiTags('adm/downloads')
@Controller('adm')
export class DownloadsAdminController {
  constructor(
    private readonly downloads: DownloadsService,
    private readonly cates: DownloadCatesService,
  ) {}

  @AdminApi('get_download_list', {
    scope: ApiKeyScope.CONTENT_READ,
    summary: 'Downloads',
    description:
      '`keyword` matches title, description and file name; `cate_id` filters by category. `sort`: id, cate_id, title, file_name, file_size, status, sort, download_count, created_at, updated_at.',
    answer: { page: DownloadView },
    errors: [400, 401, 403, 422],
  })
  list(@AdminCallContext() call: AdminContext, @Body() query: DownloadListQueryDto) {
    return this.downloads.list(call.lang, query);
  }

  @AdminApi('save_download', {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: 'Create or change a download',
    description:
      '`cate_id` must be a category of the same language, else 422. `download_count` is read-only and ignored when sent.',
    answer: DownloadView,
    errors: [400, 401, 403, 404, 422],
  })
  save(@AdminCallContext() call: AdminContext, @Body() body: SaveDownloadDto) {
    return this.downloads.save(call.lang, body, call.author);
  }

  @AdminApi('del_download', {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: 'Delete downloads (id or ids)',
    answer: DeletedView,
    errors: [400, 401, 403, 422],
  })
  remove(@AdminCallContext() call: AdminContext, @Body() body: DeleteDto) {
    return this.downloads.remove(call.lang, body, call.author);
  }

  @AdminApi('get_download_cate_list', {
    scope: ApiKeyScope.CONTENT_READ,
    summary: 'Download categories',
    description:
      '`keyword` matches the name; `sort`: id, name, sort, created_at, updated_at; by default sort ascending, then id descending.',
    answer: { page: DownloadCateView },
    errors: [400, 401, 403, 422],
  })
  listCates(@AdminCallContext() call: AdminContext, @Body() query: DownloadCateListQueryDto) {
    return this.cates.list(call.lang, query);
  }

  @AdminApi('save_download_cate', {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: 'Create or change a download category',
    answer: DownloadCateView,
    errors: [400, 401, 403, 404, 422],
  })
  saveCate(@AdminCallContext() call: AdminContext, @Body() body: SaveDownloadCateDto) {
    return this.cates.save(call.lang, body, call.author);
  }

  @AdminApi('del_download_cate', {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: 'Delete download categories (id or ids)',
    description: '409, deleting none, when any of them still has downloads.',
    answer: DeletedView,
    errors: [400, 401, 403, 409, 422],
  })
  removeCate(@AdminCallContext() call: AdminContext, @Body() body: DeleteDto) {
    return this.cates.remove(call.lang, body, call.author);
  }
}
