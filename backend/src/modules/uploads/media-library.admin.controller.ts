import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminCall as Call, type MediaFile, type Page } from '@site/contract';
import { MediaFileView, MediaListDto } from './dto/media-library.dto';
import { MediaLibraryService } from './media-library.service';
import { AdminApi } from '../../common/http/api-call.decorator';

@ApiTags('上传')
@Controller('adm')
export class MediaLibraryAdminController {
  constructor(private readonly library: MediaLibraryService) {}

  @AdminApi(Call.GET_MEDIA_LIST, {
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
}
