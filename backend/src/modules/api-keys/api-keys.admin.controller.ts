import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminCall } from '@site/contract';
import { IdDto } from '../../common/crud';
import { AdminApi } from '../../common/http/api-call.decorator';
import { ApiKeyView, CreatedApiKeyView } from './api-key.view';
import { ApiKeysService } from './api-keys.service';
import { SaveApiKeyDto } from './dto/save-api-key.dto';
import { AdminCallContext, AdminContext } from '../../common/auth/admin-context';

/** API keys for scripts: super admins only, and never through a key (these calls declare no scope). */
@ApiTags('adm/api-keys')
@Controller('adm')
export class ApiKeysAdminController {
  constructor(private readonly keys: ApiKeysService) {}

  @AdminApi(AdminCall.GET_API_KEY_LIST, {
    summary: 'API keys, newest first (super admins only)',
    description: 'Every key with its first characters, scopes, maker, expiry, last use and state; never the key.',
    answer: [ApiKeyView],
    errors: [401, 403],
    roles: ['super'],
  })
  list(@AdminCallContext() _call: AdminContext): Promise<ApiKeyView[]> {
    return this.keys.list();
  }

  @AdminApi(AdminCall.SAVE_API_KEY, {
    summary: 'Make an API key (super admins only)',
    description:
      'Answers the key in `key`, the only time it is shown: the server keeps only its SHA-256 digest. The key acts ' +
      'as the super admin who made it, within its scopes; send it as `Authorization: Bearer <key>`.',
    answer: CreatedApiKeyView,
    errors: [400, 401, 403, 422],
    roles: ['super'],
  })
  create(@AdminCallContext() call: AdminContext, @Body() dto: SaveApiKeyDto): Promise<CreatedApiKeyView> {
    return this.keys.create(call.admin, dto, call.actor);
  }

  @AdminApi(AdminCall.REVOKE_API_KEY, {
    summary: 'Revoke an API key (super admins only)',
    description: 'The key answers 401 API_KEY_INVALID from its next call on; 404 when unknown or already revoked.',
    answer: 'null',
    errors: [400, 401, 403, 404, 422],
    roles: ['super'],
  })
  async revoke(@AdminCallContext() call: AdminContext, @Body() dto: IdDto): Promise<null> {
    await this.keys.revoke(dto.id, call.actor);
    return null;
  }
}
