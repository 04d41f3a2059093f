import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DeleteDto, DeletedView } from '../../common/crud';
import { SaveSetDto, SetListQueryDto } from './dto/setting.dto';
import { SetView } from './dto/setting.views';
import { SettingsService } from './settings.service';
import { AdminApi } from '../../common/http/api-call.decorator';
import { AdminCallContext, AdminContext } from '../../common/auth/admin-context';

/** Site settings in the admin: super admins only (contract "Roles": an editor gets 403). */
@ApiTags('adm/settings')
@Controller('adm')
export class SettingsAdminController {
  constructor(private readonly settings: SettingsService) {}

  @AdminApi('get_set_list', {
    summary: 'Site settings (super admins only)',
    description:
      '`keyword` matches key, name and value; `group` filters by group. `sort`: id, key, title, group, is_public, created_at, updated_at; by group then key ascending by default.',
    answer: { page: SetView },
    errors: [400, 401, 403, 422],
    roles: ['super'],
  })
  list(@AdminCallContext() call: AdminContext, @Body() query: SetListQueryDto) {
    return this.settings.list(call.lang, query);
  }

  @AdminApi('save_set', {
    summary: 'Create or change a site setting (super admins only)',
    description: '409 when the key is taken in the same language.',
    answer: SetView,
    errors: [400, 401, 403, 404, 409, 422],
    roles: ['super'],
  })
  save(@AdminCallContext() call: AdminContext, @Body() body: SaveSetDto) {
    return this.settings.save(call.lang, body, call.author);
  }

  @AdminApi('del_set', {
    summary: 'Delete site settings (extension of the contract, super admins only)',
    description: 'Extension of the contract: deletes by id or ids and answers how many were deleted.',
    answer: DeletedView,
    errors: [400, 401, 403, 422],
    roles: ['super'],
  })
  remove(@AdminCallContext() call: AdminContext, @Body() body: DeleteDto) {
    return this.settings.remove(call.lang, body, call.author);
  }
}
