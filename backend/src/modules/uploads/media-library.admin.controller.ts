import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminCall as Call, ApiKeyScope, type MediaFile, type MediaUsage, type Page } from '@site/contract';
import { DeleteMediaDto, MediaFileView, MediaListDto, MediaUsageDto, MediaUsageView } from './dto/media-library.dto';
import { MediaUsageService } from './media-usage.service';
import { DeletedView } from '../../common/crud';
import { MediaLibraryService } from './media-library.service';
import { AdminApi } from '../../common/http/api-call.decorator';

@ApiTags('上传')
@Controller('adm')
export class MediaLibraryAdminController {
  constructor(
    private readonly library: MediaLibraryService,
    private readonly usages: MediaUsageService,
  ) {}

  @AdminApi(Call.GET_MEDIA_LIST, {
    scope: ApiKeyScope.CONTENT_READ,
    summary: '媒体库：已上传的文件（图片与分片上传的文件）',
    description:
      'keyword 匹配文件名；kind 按检测到的类型筛选（image、video、other）。' +
      'sort 可选 id, original_name, size, created_at；默认按 id 倒序（最新在前）。',
    answer: { page: MediaFileView },
    errors: [400, 401, 403, 422],
  })
  list(@Body() query: MediaListDto): Promise<Page<MediaFile>> {
    return this.library.list(query);
  }

  @AdminApi(Call.GET_MEDIA_USAGE, {
    scope: ApiKeyScope.CONTENT_READ,
    summary: '文件的使用位置：引用它的内容与设置',
    description: '在所有内容类别（含设置）当前的各文本字段中查找该文件地址。',
    answer: [MediaUsageView],
    errors: [400, 401, 403, 422],
  })
  usage(@Body() { url }: MediaUsageDto): Promise<MediaUsage[]> {
    return this.usages.usage(url);
  }

  @AdminApi(Call.DEL_MEDIA, {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: '删除媒体库中的文件',
    description:
      '仍被内容或设置引用时 409，data.usage 列出使用位置；只被历史版本引用时 409（data.revisions 为版本数），' +
      '确认后带 force: true 再删（恢复那些版本将显示缺失的文件）。',
    answer: DeletedView,
    errors: [400, 401, 403, 404, 409, 422],
  })
  remove(@Body() { id, force }: DeleteMediaDto): Promise<{ deleted: number }> {
    return this.usages.remove(id, force === true);
  }
}
