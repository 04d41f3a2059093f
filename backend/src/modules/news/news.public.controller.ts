import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PublicCall as Call, News, NewsDetail, Page } from '@site/contract';
import { Lang } from '../../common/auth/current-admin.decorator';
import { IdDto } from '../../common/crud';
import { PublicNewsListDto } from './dto/news-list.dto';
import { NewsDetailView, NewsListItemView } from './dto/news.view';
import { NewsService } from './news.service';
import { PublicApi } from '../../common/http/api-call.decorator';
import { PublicView, Viewing } from '../../common/preview/public-view';

@ApiTags('news')
@Controller()
export class NewsPublicController {
  constructor(private readonly news: NewsService) {}

  @PublicApi(Call.GET_NEWS_LIST, {
    summary: '新闻列表（已发布）',
    description: '只含已发布（status 1 且发布时间不晚于当前时间）的新闻，不含正文；按置顶、发布时间、id 倒序。',
    answer: { page: NewsListItemView },
    errors: [400, 403, 422],
  })
  list(@Lang() lang: string, @Viewing() view: PublicView, @Body() query: PublicNewsListDto): Promise<Page<News>> {
    return this.news.listPublished(lang, query, view);
  }

  @PublicApi(Call.GET_NEWS_DETAIL, {
    summary: '新闻详情（含正文与上一条/下一条，计一次浏览）',
    description:
      'prev 为列表顺序（置顶、发布时间、id 倒序）中排在它前面的一条（置顶或更新的），next 为排在它后面的一条（更早的）。' +
      '不存在、未发布或发布时间未到时返回 404。',
    answer: NewsDetailView,
    errors: [400, 403, 404, 422],
  })
  detail(@Lang() lang: string, @Viewing() view: PublicView, @Body() body: IdDto): Promise<NewsDetail> {
    return this.news.detail(lang, body.id, view);
  }
}
