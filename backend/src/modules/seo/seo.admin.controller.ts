import { ApiKeyScope } from '@site/contract';
import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Lang } from '../../common/auth/current-admin.decorator';
import { DeleteDto, DeletedView } from '../../common/crud';
import { SaveSeoDto, SeoListQueryDto } from './dto/seo.dto';
import { SeoView } from './dto/seo.view';
import { SeoService } from './seo.service';
import { AdminApi } from '../../common/http/api-call.decorator';

/** SEO entries in the admin: any admin role (contract "Roles": editors manage SEO). */
@ApiTags('SEO（管理）')
@Controller('adm')
export class SeoAdminController {
  constructor(private readonly seo: SeoService) {}

  @AdminApi('get_seo_list', {
    scope: ApiKeyScope.CONTENT_READ,
    summary: 'SEO 列表',
    description: 'keyword 匹配页面标识和标题；sort 可选 id、page、title、created_at、updated_at；默认按 page 升序。',
    answer: { page: SeoView },
    errors: [400, 401, 403, 422],
  })
  list(@Lang() lang: string, @Body() query: SeoListQueryDto) {
    return this.seo.list(lang, query);
  }

  @AdminApi('save_seo', {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: '新建或修改 SEO 条目',
    description: '同一语言内页面标识重复时 409。',
    answer: SeoView,
    errors: [400, 401, 403, 404, 409, 422],
  })
  save(@Lang() lang: string, @Body() body: SaveSeoDto) {
    return this.seo.save(lang, body);
  }

  @AdminApi('del_seo', {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: '删除 SEO 条目（id 或 ids）',
    answer: DeletedView,
    errors: [400, 401, 403, 422],
  })
  remove(@Lang() lang: string, @Body() body: DeleteDto) {
    return this.seo.remove(lang, body);
  }
}
