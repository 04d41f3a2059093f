import { Body, Controller } from '@nestjs/common';
import { ApiExtraModels, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { SeoDetailDto } from './dto/seo.dto';
import { SeoView } from './dto/seo.view';
import { SeoService } from './seo.service';
import { PublicApi } from '../../common/http/api-call.decorator';
import { PublicCallContext, PublicContext } from '../preview/public-context';

@ApiTags('seo')
@Controller()
export class SeoPublicController {
  constructor(private readonly seo: SeoService) {}

  @PublicApi('get_seo_detail', {
    summary: 'The SEO entry of a page',
    description: "The page's entry; the home page's when it has none; `data` null when neither exists.",
    answer: { allOf: [{ $ref: getSchemaPath(SeoView) }], nullable: true },
    errors: [400, 403, 422],
  })
  @ApiExtraModels(SeoView)
  detail(@PublicCallContext() call: PublicContext, @Body() body: SeoDetailDto) {
    return this.seo.detail(call, body.page);
  }
}
