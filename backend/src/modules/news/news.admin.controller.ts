import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminCall as Call, ApiKeyScope, type CategoryCount, News, Page } from '@site/contract';
import { DeleteDto, DeletedView } from '../../common/crud';
import { CategoryCountView } from '../articles/categories';
import { AdminNewsListDto } from './dto/news-list.dto';
import { NewsView } from './dto/news.view';
import { SaveNewsDto } from './dto/save-news.dto';
import { NewsService } from './news.service';
import { AdminApi } from '../../common/http/api-call.decorator';
import { AdminCallContext, AdminContext } from '../../common/auth/admin-context';

@ApiTags('adm/news')
@Controller('adm')
export class NewsAdminController {
  constructor(private readonly news: NewsService) {}

  @AdminApi(Call.GET_NEWS_LIST, {
    scope: ApiKeyScope.CONTENT_READ,
    summary: 'News (back office)',
    description:
      "All news of the current lang (drafts and scheduled ones included). `keyword` matches title and summary. `sort`: id, title, sort, status, is_top, publish_time, views, created_at, updated_at; by default publish_time descending, then id descending (unlike the other lists' sort ascending).",
    answer: { page: NewsView },
    errors: [400, 401, 403, 422],
  })
  list(@AdminCallContext() call: AdminContext, @Body() query: AdminNewsListDto): Promise<Page<News>> {
    return this.news.list(call.lang, query);
  }

  @AdminApi(Call.GET_NEWS_CATEGORY_LIST, {
    scope: ApiKeyScope.CONTENT_READ,
    summary: 'Categories in use (news)',
    description:
      "The categories the current lang's news use (drafts included), most used first, then by name; at most 500. What the back office offers when a category is picked, so that a new one is made on purpose.",
    answer: [CategoryCountView],
    errors: [401, 403],
  })
  categories(@AdminCallContext() call: AdminContext): Promise<CategoryCount[]> {
    return this.news.categories(call.lang);
  }

  @AdminApi(Call.SAVE_NEWS, {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: 'Create or change a news item',
    description:
      'Without id creates (publish time defaults to now), with id changes; the body is cleaned before it is stored.',
    answer: NewsView,
    errors: [400, 401, 403, 404, 422],
  })
  save(@AdminCallContext() call: AdminContext, @Body() body: SaveNewsDto): Promise<News> {
    return this.news.save(call.lang, body, call.author);
  }

  @AdminApi(Call.DEL_NEWS, {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: 'Delete news (id or ids)',
    answer: DeletedView,
    errors: [400, 401, 403, 422],
  })
  remove(@AdminCallContext() call: AdminContext, @Body() body: DeleteDto): Promise<{ deleted: number }> {
    return this.news.remove(call.lang, body, call.author);
  }
}
