import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminCall as Call, Page, PageText } from '@site/contract';
import { AdminCall } from '../../common/auth/call-access.decorator';
import { Lang } from '../../common/auth/current-admin.decorator';
import { ApiEnvelope, ApiErrors, ApiPageEnvelope, DeleteDto, DeletedView } from '../../common/crud';
import { AdminPageTextListDto } from './dto/page-text-list.dto';
import { PageTextView } from './dto/page-text.view';
import { SavePageTextDto } from './dto/save-page-text.dto';
import { PageTextsService } from './page-texts.service';

@ApiTags('adm/page-texts')
@Controller('adm')
export class PageTextsAdminController {
  constructor(private readonly pageTexts: PageTextsService) {}

  @Post(Call.GET_PAGE_TEXT_LIST)
  @HttpCode(200)
  @AdminCall()
  @ApiOperation({
    summary: '页面文本列表（管理）',
    description:
      '当前 lang 的页面文本，keyword 匹配 key、标题（页面文本没有 status 与 sort）。' +
      'sort 可选 id, key, title, created_at, updated_at；默认按 key 升序。',
  })
  @ApiPageEnvelope(PageTextView)
  @ApiErrors(400, 401, 403, 422)
  list(@Lang() lang: string, @Body() query: AdminPageTextListDto): Promise<Page<PageText>> {
    return this.pageTexts.list(lang, query);
  }

  @Post(Call.SAVE_PAGE_TEXT)
  @HttpCode(200)
  @AdminCall()
  @ApiOperation({
    summary: '新建或修改页面文本',
    description: '无 id 时新建（key 必填），有 id 时修改；同一语言内 key 重复返回 409。',
  })
  @ApiEnvelope(PageTextView)
  @ApiErrors(400, 401, 403, 404, 409, 422)
  save(@Lang() lang: string, @Body() body: SavePageTextDto): Promise<PageText> {
    return this.pageTexts.save(lang, body);
  }

  @Post(Call.DEL_PAGE_TEXT)
  @HttpCode(200)
  @AdminCall()
  @ApiOperation({ summary: '删除页面文本（id 或 ids）' })
  @ApiEnvelope(DeletedView)
  @ApiErrors(400, 401, 403, 422)
  remove(@Lang() lang: string, @Body() body: DeleteDto): Promise<{ deleted: number }> {
    return this.pageTexts.remove(lang, body);
  }
}
