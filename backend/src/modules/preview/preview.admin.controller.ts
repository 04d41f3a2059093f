import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminCall as Call, ApiKeyScope, type PreviewLink } from '@site/contract';
import { AdminApi } from '../../common/http/api-call.decorator';
import { PreviewLinkDto, PreviewLinkView } from './dto/preview-link.dto';
import { PreviewService } from './preview.service';
import { AdminCallContext, AdminContext } from '../../common/auth/admin-context';

@ApiTags('adm/preview')
@Controller('adm')
export class PreviewAdminController {
  constructor(private readonly preview: PreviewService) {}

  @AdminApi(Call.GET_PREVIEW_LINK, {
    scope: ApiKeyScope.CONTENT_READ,
    summary: 'Preview link (a draft, scheduled or hidden item, or the time machine)',
    description:
      "{family, id}: the item's page on the public site, shown whatever its status and publish time; {at}: the whole site as at that moment (scheduled items appear then). The link is HMAC-signed and works PREVIEW_TTL_MINUTES minutes; preview pages are noindex, not cached and not counted as views.",
    answer: PreviewLinkView,
    errors: [400, 401, 403, 404, 422],
  })
  link(@AdminCallContext() call: AdminContext, @Body() body: PreviewLinkDto): Promise<PreviewLink> {
    return this.preview.link(call.lang, body);
  }
}
