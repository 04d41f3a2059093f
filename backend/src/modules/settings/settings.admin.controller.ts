import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Lang } from '../../common/auth/current-admin.decorator';
import { DeleteDto, DeletedView } from '../../common/crud';
import { SaveSetDto, SetListQueryDto } from './dto/setting.dto';
import { SetView } from './dto/setting.views';
import { SettingsService } from './settings.service';
import { AdminApi } from '../../common/http/api-call.decorator';

/** Site settings in the admin: super admins only (contract "Roles": an editor gets 403). */
@ApiTags('站点设置（管理）')
@Controller('adm')
export class SettingsAdminController {
  constructor(private readonly settings: SettingsService) {}

  @AdminApi('get_set_list', {
    summary: '站点设置列表（仅超级管理员）',
    description:
      'keyword 匹配键、名称和值；group 按分组筛选。sort 可选 id、key、title、group、is_public、created_at、updated_at；默认按 group、key 升序。',
    answer: { page: SetView },
    errors: [400, 401, 403, 422],
    roles: ['super'],
  })
  list(@Lang() lang: string, @Body() query: SetListQueryDto) {
    return this.settings.list(lang, query);
  }

  @AdminApi('save_set', {
    summary: '新建或修改站点设置（仅超级管理员）',
    description: '同一语言内设置键重复时 409。',
    answer: SetView,
    errors: [400, 401, 403, 404, 409, 422],
    roles: ['super'],
  })
  save(@Lang() lang: string, @Body() body: SaveSetDto) {
    return this.settings.save(lang, body);
  }

  @AdminApi('del_set', {
    summary: '删除站点设置（契约扩展，仅超级管理员）',
    description: '契约之外的扩展：按 id 或 ids 删除，返回删除条数。',
    answer: DeletedView,
    errors: [400, 401, 403, 422],
    roles: ['super'],
  })
  remove(@Lang() lang: string, @Body() body: DeleteDto) {
    return this.settings.remove(lang, body);
  }
}
