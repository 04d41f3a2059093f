import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PublicCall as Call, PageText } from '@site/contract';
import { PageTextKeyDto } from './dto/page-text-list.dto';
import { PageTextView } from './dto/page-text.view';
import { PageTextsService } from './page-texts.service';
import { PublicApi } from '../../common/http/api-call.decorator';
import { PublicCallContext, PublicContext } from '../preview/public-context';

@ApiTags('page-texts')
@Controller()
export class PageTextsPublicController {
  constructor(private readonly pageTexts: PageTextsService) {}

  @PublicApi(Call.GET_PAGE_TEXT, {
    summary: 'A page text by key',
    description: '404 when the current lang has no such key.',
    answer: PageTextView,
    errors: [400, 403, 404, 422],
  })
  byKey(@PublicCallContext() call: PublicContext, @Body() body: PageTextKeyDto): Promise<PageText> {
    return this.pageTexts.byKey(call, body.key);
  }
}
