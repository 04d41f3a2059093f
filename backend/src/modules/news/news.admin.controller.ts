import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminCall as Call, ApiKeyScope, News, Page } from '@site/contract';
import { Lang } from '../../common/auth/current-admin.decorator';
import { DeleteDto, DeletedView } from '../../common/crud';
import { AdminNewsListDto } from './dto/news-list.dto';
import { NewsView } from './dto/news.view';
import { SaveNewsDto } from './dto/save-news.dto';
import { NewsService } from './news.service';
import { AdminApi } from '../../common/http/api-call.decorator';

@ApiTags('adm/news')
@Controller('adm')
export class NewsAdminController {
  constructor(private readonly news: NewsService) {}

  @AdminApi(Call.GET_NEWS_LIST, {
    scope: ApiKeyScope.CONTENT_READ,
    summary: '新闻列表（管理）',
    description:
      '当前 lang 的全部新闻（含草稿与定时发布）。keyword 匹配标题、摘要。' +
      'sort 可选 id, title, sort, status, is_top, publish_time, views, created_at, updated_at；' +
      '默认按 publish_time 倒序、id 倒序（不同于其他列表的 sort 升序）。',
    answer: { page: NewsView },
    errors: [400, 401, 403, 422],
  })
  list(@Lang() lang: string, @Body() query: AdminNewsListDto): Promise<Page<News>> {
    return this.news.list(lang, query);
  }

  @AdminApi(Call.SAVE_NEWS, {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: '新建或修改新闻',
    description: '无 id 时新建（发布时间默认当前时间），有 id 时修改；正文保存前清理。',
    answer: NewsView,
    errors: [400, 401, 403, 404, 422],
  })
  save(@Lang() lang: string, @Body() body: SaveNewsDto): Promise<News> {
    return this.news.save(lang, body);
  }

  @AdminApi(Call.DEL_NEWS, {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: '删除新闻（id 或 ids）',
    answer: DeletedView,
    errors: [400, 401, 403, 422],
  })
  remove(@Lang() lang: string, @Body() body: DeleteDto): Promise<{ deleted: number }> {
    return this.news.remove(lang, body);
  }
}
