import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PublicCall as Call, History } from '@site/contract';
import { Lang } from '../../common/auth/current-admin.decorator';
import { HistoryListView } from './dto/history-list.dto';
import { HistoryService } from './history.service';
import { PublicApi } from '../../common/http/api-call.decorator';
import { PublicView, Viewing } from '../preview/public-view';

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
  timeline(@Lang() lang: string, @Viewing() view: PublicView): Promise<{ list: History[] }> {
    return this.history.timeline(lang, view);
  }
}
