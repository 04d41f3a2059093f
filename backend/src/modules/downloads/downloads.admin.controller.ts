import { ApiKeyScope } from '@site/contract';
import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Lang } from '../../common/auth/current-admin.decorator';
import { DeleteDto, DeletedView } from '../../common/crud';
import { DownloadCatesService } from './download-cates.service';
import { DownloadsService } from './downloads.service';
import { DownloadCateListQueryDto, SaveDownloadCateDto } from './dto/download-cate.dto';
import { DownloadListQueryDto, SaveDownloadDto } from './dto/download.dto';
import { DownloadCateView, DownloadView } from './dto/download.views';
import { AdminApi } from '../../common/http/api-call.decorator';

/** Downloads and their categories in the admin: any admin role (contract "Roles": content). */
@ApiTags('下载（管理）')
@Controller('adm')
export class DownloadsAdminController {
  constructor(
    private readonly downloads: DownloadsService,
    private readonly cates: DownloadCatesService,
  ) {}

  @AdminApi('get_download_list', {
    scope: ApiKeyScope.CONTENT_READ,
    summary: '下载列表',
    description:
      'keyword 匹配标题、简介、文件名；cate_id 按分类筛选。sort 可选 id、cate_id、title、file_name、file_size、status、sort、download_count、created_at、updated_at。',
    answer: { page: DownloadView },
    errors: [400, 401, 403, 422],
  })
  list(@Lang() lang: string, @Body() query: DownloadListQueryDto) {
    return this.downloads.list(lang, query);
  }

  @AdminApi('save_download', {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: '新建或修改下载',
    description: 'cate_id 须是同一语言下存在的分类，否则 422。download_count 只读，传入会被忽略。',
    answer: DownloadView,
    errors: [400, 401, 403, 404, 422],
  })
  save(@Lang() lang: string, @Body() body: SaveDownloadDto) {
    return this.downloads.save(lang, body);
  }

  @AdminApi('del_download', {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: '删除下载（id 或 ids）',
    answer: DeletedView,
    errors: [400, 401, 403, 422],
  })
  remove(@Lang() lang: string, @Body() body: DeleteDto) {
    return this.downloads.remove(lang, body);
  }

  @AdminApi('get_download_cate_list', {
    scope: ApiKeyScope.CONTENT_READ,
    summary: '下载分类列表',
    description: 'keyword 匹配名称；sort 可选 id、name、sort、created_at、updated_at；默认 sort 升序、id 降序。',
    answer: { page: DownloadCateView },
    errors: [400, 401, 403, 422],
  })
  listCates(@Lang() lang: string, @Body() query: DownloadCateListQueryDto) {
    return this.cates.list(lang, query);
  }

  @AdminApi('save_download_cate', {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: '新建或修改下载分类',
    answer: DownloadCateView,
    errors: [400, 401, 403, 404, 422],
  })
  saveCate(@Lang() lang: string, @Body() body: SaveDownloadCateDto) {
    return this.cates.save(lang, body);
  }

  @AdminApi('del_download_cate', {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: '删除下载分类（id 或 ids）',
    description: '任一分类下还有下载文件时 409，且一个也不删除。',
    answer: DeletedView,
    errors: [400, 401, 403, 409, 422],
  })
  removeCate(@Lang() lang: string, @Body() body: DeleteDto) {
    return this.cates.remove(lang, body);
  }
}
