import { ApiKeyScope } from '@site/contract';
import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DeleteDto, DeletedView } from '../../common/crud';
import { SaveSeoDto, SeoListQueryDto } from './dto/seo.dto';
import { SeoView } from './dto/seo.view';
import { SeoService } from './seo.service';
import { AdminApi } from '../../common/http/api-call.decorator';
import { AdminCallContext, AdminContext } from '../../common/auth/admin-context';

/** SEO entries in the admin: any admin role (contract "Roles": editors manage SEO). */
@ApiTags('adm/seo')
@Controller('adm')
export class SeoAdminController {
  constructor(private readonly seo: SeoService) {}

  @AdminApi('get_seo_list', {
    scope: ApiKeyScope.CONTENT_READ,
    summary: 'SEO entries',
    description:
      '`keyword` matches page name and title; `sort`: id, page, title, created_at, updated_at; by page ascending by default.',
    answer: { page: SeoView },
    errors: [400, 401, 403, 422],
  })
  list(@AdminCallContext() call: AdminContext, @Body() query: SeoListQueryDto) {
    return this.seo.list(call.lang, query);
  }

  @AdminApi('save_seo', {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: 'Create or change an SEO entry',
    description: '409 when the page name is taken in the same language.',
    answer: SeoView,
    errors: [400, 401, 403, 404, 409, 422],
  })
  save(@AdminCallContext() call: AdminContext, @Body() body: SaveSeoDto) {
    return this.seo.save(call.lang, body, call.author);
  }

  @AdminApi('del_seo', {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: 'Delete SEO entries (id or ids)',
    answer: DeletedView,
    errors: [400, 401, 403, 422],
  })
  remove(@AdminCallContext() call: AdminContext, @Body() body: DeleteDto) {
    return this.seo.remove(call.lang, body, call.author);
  }
}
