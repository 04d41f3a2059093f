import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminCall as Call, type AuditEntry, type Page } from '@site/contract';
import { AdminApi } from '../../common/http/api-call.decorator';
import { AuditService } from './audit.service';
import { AuditEntryView, AuditListDto } from './dto/audit-list.dto';
import { AdminCallContext, AdminContext } from '../../common/auth/admin-context';

@ApiTags('adm/audit')
@Controller('adm')
export class AuditAdminController {
  constructor(private readonly audit: AuditService) {}

  @AdminApi(Call.GET_AUDIT_LIST, {
    summary: 'Audit log (super admins only)',
    description:
      'Sign-ins (successful, failed, locked out), sign-outs, and every create, update, delete, status change, restore, upload and change of settings and admin accounts: who (user name, role), from where (address, browser), when, the target and the names of the changed fields (never passwords or other secrets). Newest first; filter by `actor` (user name), `action`, `family` and `from`/`to`. Kept AUDIT_KEEP_DAYS days (365 by default).',
    answer: { page: AuditEntryView },
    errors: [400, 401, 403, 422],
    roles: ['super'],
  })
  list(@AdminCallContext() _call: AdminContext, @Body() query: AuditListDto): Promise<Page<AuditEntry>> {
    return this.audit.list(query);
  }
}
