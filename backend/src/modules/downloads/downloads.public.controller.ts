import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IdDto } from '../../common/crud';
import { DownloadsService } from './downloads.service';
import { DownloadCountView, DownloadGroupsView } from './dto/download.views';
import { PublicApi } from '../../common/http/api-call.decorator';
import { PublicCallContext, PublicContext } from '../preview/public-context';

@ApiTags('downloads')
@Controller()
export class DownloadsPublicController {
  constructor(private readonly downloads: DownloadsService) {}

  @PublicApi('get_download', {
    summary: 'Downloads page: the visible files grouped by category',
    description:
      'Categories by sort ascending, then id descending; in each only files with status 1, by sort ascending, then id descending. Categories without a visible file are left out.',
    answer: DownloadGroupsView,
    errors: [400, 403],
  })
  groups(@PublicCallContext() call: PublicContext) {
    return this.downloads.groups(call);
  }

  @PublicApi('count_download', {
    summary: 'Count one download (contract extension)',
    description:
      'Extension of the contract: the public site calls it when a visitor downloads; adds 1 to the count (a crawler or a preview never, a person once per file in VIEW_DEDUP_MINUTES) and answers the count. 404 for a missing or hidden file, or one of another language.',
    answer: DownloadCountView,
    errors: [400, 403, 404, 422],
  })
  count(@PublicCallContext() call: PublicContext, @Body() body: IdDto) {
    return this.downloads.count(call, body.id);
  }
}
