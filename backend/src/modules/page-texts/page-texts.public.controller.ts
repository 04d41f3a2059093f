import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublicCall as Call, PageText } from '@site/contract';
import { PublicCall } from '../../common/auth/call-access.decorator';
import { Lang } from '../../common/auth/current-admin.decorator';
import { ApiEnvelope, ApiErrors } from '../../common/crud';
import { PageTextKeyDto } from './dto/page-text-list.dto';
import { PageTextView } from './dto/page-text.view';
import { PageTextsService } from './page-texts.service';

@ApiTags('page-texts')
@Controller()
export class PageTextsPublicController {
  constructor(private readonly pageTexts: PageTextsService) {}

  @Post(Call.GET_PAGE_TEXT)
  @HttpCode(200)
  @PublicCall()
  @ApiOperation({ summary: '按 key 取页面文本', description: '当前 lang 中没有该 key 时返回 404。' })
  @ApiEnvelope(PageTextView)
  @ApiErrors(400, 403, 404, 422)
  byKey(@Lang() lang: string, @Body() body: PageTextKeyDto): Promise<PageText> {
    return this.pageTexts.byKey(lang, body.key);
  }
}
