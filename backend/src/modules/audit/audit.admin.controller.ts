import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminCall as Call, type AuditEntry, type Page } from '@site/contract';
import { AdminApi } from '../../common/http/api-call.decorator';
import { AuditService } from './audit.service';
import { AuditEntryView, AuditListDto } from './dto/audit-list.dto';

@ApiTags('操作日志')
@Controller('adm')
export class AuditAdminController {
  constructor(private readonly audit: AuditService) {}

  @AdminApi(Call.GET_AUDIT_LIST, {
    summary: '操作日志（仅超级管理员）',
    description:
      '登录（成功、失败、锁定）、退出，以及每次新建、修改、删除、改状态、恢复、上传、设置与管理员账号的修改：' +
      '操作者、角色、地址、浏览器、时间、对象与修改的字段名（从不含密码等机密）。最新在前；' +
      '可按 actor（用户名）、action、family、from/to（时间范围）筛选。保留 AUDIT_KEEP_DAYS 天（默认 365）。',
    answer: { page: AuditEntryView },
    errors: [400, 401, 403, 422],
    roles: ['super'],
  })
  list(@Body() query: AuditListDto): Promise<Page<AuditEntry>> {
    return this.audit.list(query);
  }
}
