import { Body, Controller } from '@nestjs/common';
import { ApiExtraModels, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { SetDetailDto } from './dto/setting.dto';
import { SetPairView } from './dto/setting.views';
import { SettingsService } from './settings.service';
import { PublicApi } from '../../common/http/api-call.decorator';
import { PublicCallContext, PublicContext } from '../preview/public-context';

@ApiTags('settings')
@Controller()
export class SettingsPublicController {
  constructor(private readonly settings: SettingsService) {}

  @PublicApi('get_set_detail', {
    summary: 'Public site settings',
    description:
      'Without `key`: every public setting as one object `{ key: value }`; with `key`: that public setting as `{ key, value }` (404 when it does not exist or is not public). Settings that are not public never appear in a public call.',
    answer: {
      // anyOf, not oneOf: a `{ key, value }` pair is also a valid map of strings; the request says which it is.
      anyOf: [
        {
          type: 'object',
          additionalProperties: { type: 'string' },
          example: { site_name: '示例公司', contact_phone: '400-000-0000' },
        },
        { $ref: getSchemaPath(SetPairView) },
      ],
    },
    errors: [400, 403, 404, 422],
  })
  @ApiExtraModels(SetPairView)
  detail(@PublicCallContext() call: PublicContext, @Body() body: SetDetailDto) {
    return body.key === undefined ? this.settings.publicMap(call) : this.settings.publicOne(call, body.key);
  }
}
