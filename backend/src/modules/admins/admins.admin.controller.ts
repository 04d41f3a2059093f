import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedAdmin } from '../../common/auth/authenticated-admin';
import { CurrentAdmin } from '../../common/auth/current-admin.decorator';
import { ChangeStatusDto } from '../../common/crud';
import { FormBody } from '../../common/http/form-body.decorator';
import { AdminView } from './admin.view';
import { AdminsService } from './admins.service';
import { ListAdminsDto } from './dto/list-admins.dto';
import { SaveAdminDto } from './dto/save-admin.dto';
import { AdminApi } from '../../common/http/api-call.decorator';

/** Admin account management: super admins only (editors get 403). */
@ApiTags('admins')
@Controller('adm')
export class AdminsAdminController {
  constructor(private readonly admins: AdminsService) {}

  @AdminApi('get_admin_list', {
    summary:
      '管理员列表（仅超级管理员）；keyword 匹配用户名和昵称，sort 可为 id、username、nickname、role、status、last_login_at、created_at，默认 id 倒序',
    answer: { page: AdminView },
    errors: [400, 401, 403, 422],
    roles: ['super'],
  })
  list(@Body() query: ListAdminsDto) {
    return this.admins.list(query);
  }

  @AdminApi('save_admin', {
    summary: '新建（无 id）或修改管理员（仅超级管理员）；不能停用自己，不能停用或降级最后一个启用的超级管理员',
    answer: AdminView,
    errors: [400, 401, 403, 404, 409, 422],
    roles: ['super'],
  })
  @FormBody()
  save(@CurrentAdmin() actor: AuthenticatedAdmin, @Body() dto: SaveAdminDto) {
    return this.admins.save(actor, dto);
  }

  @AdminApi('change_admin_status', {
    summary: '启用/停用管理员（仅超级管理员）；停用后其登录全部失效；不能停用自己或最后一个启用的超级管理员',
    answer: AdminView,
    errors: [400, 401, 403, 404, 409, 422],
    roles: ['super'],
  })
  @FormBody()
  changeStatus(@CurrentAdmin() actor: AuthenticatedAdmin, @Body() dto: ChangeStatusDto) {
    return this.admins.changeStatus(actor, dto);
  }
}
