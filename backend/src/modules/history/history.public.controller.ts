import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublicCall as Call, History } from '@site/contract';
import { PublicCall } from '../../common/auth/call-access.decorator';
import { Lang } from '../../common/auth/current-admin.decorator';
import { ApiEnvelope, ApiErrors } from '../../common/crud';
import { HistoryListView } from './dto/history-list.dto';
import { HistoryService } from './history.service';

@ApiTags('history')
@Controller()
export class HistoryPublicController {
  constructor(private readonly history: HistoryService) {}

  @Post(Call.GET_HISTORY)
  @HttpCode(200)
  @PublicCall()
  @ApiOperation({
    summary: '发展历程（全部条目，无请求体）',
    description: '按年份倒序、月份倒序（整年条目排在该年最后）、sort 升序，不分页。',
  })
  @ApiEnvelope(HistoryListView)
  @ApiErrors(400, 403)
  timeline(@Lang() lang: string): Promise<{ list: History[] }> {
    return this.history.timeline(lang);
  }
}
