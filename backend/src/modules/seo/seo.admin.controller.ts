import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminCall } from '../../common/auth/call-access.decorator';
import { Lang } from '../../common/auth/current-admin.decorator';
import { ApiEnvelope, ApiErrors, ApiPageEnvelope, DeleteDto, DeletedView } from '../../common/crud';
import { SaveSeoDto, SeoListQueryDto } from './dto/seo.dto';
import { SeoView } from './dto/seo.view';
import { SeoService } from './seo.service';

/** SEO entries in the admin: any admin role (contract "Roles": editors manage SEO). */
@ApiTags('SEO（管理）')
@AdminCall()
@Controller('adm')
export class SeoAdminController {
  constructor(private readonly seo: SeoService) {}

  @Post('get_seo_list')
  @HttpCode(200)
  @ApiOperation({
    summary: 'SEO 列表',
    description: 'keyword 匹配页面标识和标题；sort 可选 id、page、title、created_at、updated_at；默认按 page 升序。',
  })
  @ApiPageEnvelope(SeoView)
  @ApiErrors(400, 401, 403, 422)
  list(@Lang() lang: string, @Body() query: SeoListQueryDto) {
    return this.seo.list(lang, query);
  }

  @Post('save_seo')
  @HttpCode(200)
  @ApiOperation({ summary: '新建或修改 SEO 条目', description: '同一语言内页面标识重复时 409。' })
  @ApiEnvelope(SeoView)
  @ApiErrors(400, 401, 403, 404, 409, 422)
  save(@Lang() lang: string, @Body() body: SaveSeoDto) {
    return this.seo.save(lang, body);
  }

  @Post('del_seo')
  @HttpCode(200)
  @ApiOperation({ summary: '删除 SEO 条目（id 或 ids）' })
  @ApiEnvelope(DeletedView)
  @ApiErrors(400, 401, 403, 422)
  remove(@Lang() lang: string, @Body() body: DeleteDto) {
    return this.seo.remove(lang, body);
  }
}
