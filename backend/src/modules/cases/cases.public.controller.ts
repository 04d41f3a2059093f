import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublicCall as Call, Case, Page } from '@site/contract';
import { PublicCall } from '../../common/auth/call-access.decorator';
import { Lang } from '../../common/auth/current-admin.decorator';
import { ApiErrors, ApiPageEnvelope } from '../../common/crud';
import { PublicCaseListDto } from './dto/case-list.dto';
import { CaseView } from './dto/case.view';
import { CasesService } from './cases.service';

@ApiTags('cases')
@Controller()
export class CasesPublicController {
  constructor(private readonly cases: CasesService) {}

  @Post(Call.GET_CASE_LIST)
  @HttpCode(200)
  @PublicCall()
  @ApiOperation({
    summary: '案例列表（已发布，含正文）',
    description: '只含已发布（status 1 且发布时间不晚于当前时间）的案例；按 sort 升序、id 倒序。',
  })
  @ApiPageEnvelope(CaseView)
  @ApiErrors(400, 403, 422)
  list(@Lang() lang: string, @Body() query: PublicCaseListDto): Promise<Page<Case>> {
    return this.cases.listPublished(lang, query);
  }
}
