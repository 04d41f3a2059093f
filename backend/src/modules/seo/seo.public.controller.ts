import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiExtraModels, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { PublicCall } from '../../common/auth/call-access.decorator';
import { Lang } from '../../common/auth/current-admin.decorator';
import { ApiEnvelope, ApiErrors } from '../../common/crud';
import { SeoDetailDto } from './dto/seo.dto';
import { SeoView } from './dto/seo.view';
import { SeoService } from './seo.service';

@ApiTags('SEO（公开）')
@Controller()
export class SeoPublicController {
  constructor(private readonly seo: SeoService) {}

  @Post('get_seo_detail')
  @HttpCode(200)
  @PublicCall()
  @ApiOperation({
    summary: '页面的 SEO 信息',
    description: '返回该页面的条目；没有时返回 home 页的条目；两者都没有时 data 为 null。',
  })
  @ApiExtraModels(SeoView)
  @ApiEnvelope({ allOf: [{ $ref: getSchemaPath(SeoView) }], nullable: true })
  @ApiErrors(400, 403, 422)
  detail(@Lang() lang: string, @Body() body: SeoDetailDto) {
    return this.seo.detail(lang, body.page);
  }
}
