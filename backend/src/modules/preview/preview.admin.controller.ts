import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminCall as Call, ApiKeyScope, type PreviewLink } from '@site/contract';
import { Lang } from '../../common/auth/current-admin.decorator';
import { AdminApi } from '../../common/http/api-call.decorator';
import { PreviewLinkDto, PreviewLinkView } from './dto/preview-link.dto';
import { PreviewService } from './preview.service';

@ApiTags('adm/preview')
@Controller('adm')
export class PreviewAdminController {
  constructor(private readonly preview: PreviewService) {}

  @AdminApi(Call.GET_PREVIEW_LINK, {
    scope: ApiKeyScope.CONTENT_READ,
    summary: '预览链接（草稿、定时发布、未发布的内容，或时光机）',
    description:
      '{family, id}：该内容在公开站点上的页面，无论状态与发布时间都显示；{at}：按该时刻浏览整个站点（定时内容届时出现）。' +
      '链接带 HMAC 签名，PREVIEW_TTL_MINUTES 分钟内有效；预览页面 noindex、不缓存、不计浏览。',
    answer: PreviewLinkView,
    errors: [400, 401, 403, 404, 422],
  })
  link(@Lang() lang: string, @Body() body: PreviewLinkDto): Promise<PreviewLink> {
    return this.preview.link(lang, body);
  }
}
