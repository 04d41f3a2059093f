import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Lang } from '../../common/auth/current-admin.decorator';
import { IdDto } from '../../common/crud';
import { DownloadsService } from './downloads.service';
import { DownloadCountView, DownloadGroupsView } from './dto/download.views';
import { PublicApi } from '../../common/http/api-call.decorator';
import { PublicView, Viewing } from '../../common/preview/public-view';

@ApiTags('下载（公开）')
@Controller()
export class DownloadsPublicController {
  constructor(private readonly downloads: DownloadsService) {}

  @PublicApi('get_download', {
    summary: '下载页：按分类分组的可见文件',
    description:
      '分类按 sort 升序、id 降序；组内只有状态为 1 的文件，按 sort 升序、id 降序。没有可见文件的分类不出现。',
    answer: DownloadGroupsView,
    errors: [400, 403],
  })
  groups(@Lang() lang: string, @Viewing() view: PublicView) {
    return this.downloads.groups(lang, view);
  }

  @PublicApi('count_download', {
    summary: '记录一次下载（契约扩展）',
    description:
      '契约之外的扩展：访客点击下载时公开站点调用，下载次数原子加 1，返回新的次数。文件不存在、已隐藏或属于其他语言时 404。',
    answer: DownloadCountView,
    errors: [400, 403, 404, 422],
  })
  count(@Lang() lang: string, @Body() body: IdDto) {
    return this.downloads.count(lang, body.id);
  }
}
