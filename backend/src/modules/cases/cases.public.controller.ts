import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PublicCall as Call, Case, Page } from '@site/contract';
import { PublicCaseListDto } from './dto/case-list.dto';
import { CaseView } from './dto/case.view';
import { CasesService } from './cases.service';
import { PublicApi } from '../../common/http/api-call.decorator';
import { PublicCallContext, PublicContext } from '../preview/public-context';

@ApiTags('cases')
@Controller()
export class CasesPublicController {
  constructor(private readonly cases: CasesService) {}

  @PublicApi(Call.GET_CASE_LIST, {
    summary: 'Case list (published, with content)',
    description: 'Published cases only (status 1, publish time not after now); sort ascending, then id descending.',
    answer: { page: CaseView },
    errors: [400, 403, 422],
  })
  list(@PublicCallContext() call: PublicContext, @Body() query: PublicCaseListDto): Promise<Page<Case>> {
    return this.cases.listPublished(call, query);
  }
}
