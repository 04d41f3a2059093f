import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PublicCall as Call, History } from '@site/contract';
import { HistoryListView } from './dto/history-list.dto';
import { HistoryService } from './history.service';
import { PublicApi } from '../../common/http/api-call.decorator';
import { PublicCallContext, PublicContext } from '../preview/public-context';

@ApiTags('history')
@Controller()
export class HistoryPublicController {
  constructor(private readonly history: HistoryService) {}

  @PublicApi(Call.GET_HISTORY, {
    summary: 'Company history (every entry; no body)',
    description:
      'By year descending, month descending (whole-year entries last in their year), then sort ascending; not paged.',
    answer: HistoryListView,
    errors: [400, 403],
  })
  timeline(@PublicCallContext() call: PublicContext): Promise<{ list: History[] }> {
    return this.history.timeline(call);
  }
}
