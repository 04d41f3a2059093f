import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminCall as Call, ApiKeyScope, type BaiduPushList } from '@site/contract';
import { AdminApi } from '../../common/http/api-call.decorator';
import { BaiduPushResults } from './baidu-push-results';
import { BaiduPushListDto, BaiduPushListView } from './dto/baidu-push.dto';
import { AdminCallContext, AdminContext } from '../../common/auth/admin-context';

@ApiTags('adm/baidu-push')
@Controller('adm')
export class BaiduPushAdminController {
  constructor(private readonly pushes: BaiduPushResults) {}

  @AdminApi(Call.GET_BAIDU_PUSH_LIST, {
    scope: ApiKeyScope.CONTENT_READ,
    summary: "The news pages pushed to Baidu's active push, the latest change first, and how each went",
    description:
      'With BAIDU_PUSH_TOKEN and SITE_URL set, a news page is queued when it goes live or changes and pushed within about a minute; a refused push is retried with growing waits for up to a day. `configured`: whether the server pushes at all.',
    answer: BaiduPushListView,
    errors: [400, 401, 403, 422],
  })
  list(@AdminCallContext() _call: AdminContext, @Body() query: BaiduPushListDto): Promise<BaiduPushList> {
    return this.pushes.page(query);
  }
}
