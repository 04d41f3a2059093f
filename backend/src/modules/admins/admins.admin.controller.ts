import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ChangeStatusDto } from '../../common/crud';
import { FormBody } from '../../common/http/form-body.decorator';
import { AdminView } from './admin.view';
import { AdminsService } from './admins.service';
import { ListAdminsDto } from './dto/list-admins.dto';
import { SaveAdminDto } from './dto/save-admin.dto';
import { AdminApi } from '../../common/http/api-call.decorator';
import { AdminCallContext, AdminContext } from '../../common/auth/admin-context';

/** Admin account management: super admins only (editors get 403). */
@ApiTags('admins')
@Controller('adm')
export class AdminsAdminController {
  constructor(private readonly admins: AdminsService) {}

  @AdminApi('get_admin_list', {
    summary:
      'Admin accounts (super admins only); `keyword` matches user name and nickname; `sort`: id, username, nickname, role, status, last_login_at, created_at; newest id first by default',
    answer: { page: AdminView },
    errors: [400, 401, 403, 422],
    roles: ['super'],
  })
  list(@AdminCallContext() _call: AdminContext, @Body() query: ListAdminsDto) {
    return this.admins.list(query);
  }

  @AdminApi('save_admin', {
    summary:
      'Create (no id) or change an admin (super admins only); you cannot disable yourself, nor disable or demote the last enabled super admin',
    answer: AdminView,
    errors: [400, 401, 403, 404, 409, 422],
    roles: ['super'],
  })
  @FormBody()
  save(@AdminCallContext() call: AdminContext, @Body() dto: SaveAdminDto) {
    return this.admins.save(call.admin, dto, call.author);
  }

  @AdminApi('change_admin_status', {
    summary:
      'Enable or disable an admin (super admins only); disabling signs them out everywhere; not yourself nor the last enabled super admin',
    answer: AdminView,
    errors: [400, 401, 403, 404, 409, 422],
    roles: ['super'],
  })
  @FormBody()
  changeStatus(@AdminCallContext() call: AdminContext, @Body() dto: ChangeStatusDto) {
    return this.admins.changeStatus(call.admin, dto, call.author);
  }
}
