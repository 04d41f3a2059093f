import { Controller, Inject } from '@nestjs/common';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { DEFAULT_LANG, PublicCall as Call, SiteInfo } from '@site/contract';
import { PublicApi } from '../../common/http/api-call.decorator';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { PublicCallContext, PublicContext } from '../preview/public-context';

export class SiteInfoView implements SiteInfo {
  @ApiProperty({ description: 'The values the `lang` header takes (SITE_LANGS)', example: ['cn', 'en'] })
  langs: string[];

  @ApiProperty({ description: 'The content language when `lang` is left out', example: DEFAULT_LANG })
  default_lang: string;
}

@ApiTags('site')
@Controller()
export class SiteInfoPublicController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @PublicApi(Call.GET_SITE_INFO, {
    summary: 'Site information: the content languages',
    description: 'Extension of the contract: the `lang` values the site serves and the default one. No body.',
    answer: SiteInfoView,
    errors: [403],
  })
  info(@PublicCallContext() _call: PublicContext): SiteInfo {
    return { langs: this.config.siteLangs, default_lang: DEFAULT_LANG };
  }
}
