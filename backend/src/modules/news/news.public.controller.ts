import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PublicCall as Call, News, NewsDetail, Page } from '@site/contract';
import { IdDto } from '../../common/crud';
import { PublicNewsListDto } from './dto/news-list.dto';
import { NewsDetailView, NewsListItemView } from './dto/news.view';
import { NewsService } from './news.service';
import { PublicApi } from '../../common/http/api-call.decorator';
import { PublicCallContext, PublicContext } from '../preview/public-context';

@ApiTags('news')
@Controller()
export class NewsPublicController {
  constructor(private readonly news: NewsService) {}

  @PublicApi(Call.GET_NEWS_LIST, {
    summary: 'News list (published)',
    description:
      'Published news only (status 1, publish time not after now), without bodies; pinned first, then publish time and id descending.',
    answer: { page: NewsListItemView },
    errors: [400, 403, 422],
  })
  list(@PublicCallContext() call: PublicContext, @Body() query: PublicNewsListDto): Promise<Page<News>> {
    return this.news.listPublished(call, query);
  }

  @PublicApi(Call.GET_NEWS_DETAIL, {
    summary: 'News detail with content and the previous/next item; counts one view',
    description:
      '`prev` is the item before it in the list order (pinned, publish time, id descending: pinned or newer), `next` the one after it (older). 404 when missing, unpublished or scheduled for later.',
    answer: NewsDetailView,
    errors: [400, 403, 404, 422],
  })
  detail(@PublicCallContext() call: PublicContext, @Body() body: IdDto): Promise<NewsDetail> {
    return this.news.detail(call, body.id);
  }
}
