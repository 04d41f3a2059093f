import { Body, Controller } from '@nestjs/common';
import { ApiExtraModels, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { Lang } from '../../common/auth/current-admin.decorator';
import { SetDetailDto } from './dto/setting.dto';
import { SetPairView } from './dto/setting.views';
import { SettingsService } from './settings.service';
import { PublicApi } from '../../common/http/api-call.decorator';
import { PublicView, Viewing } from '../preview/public-view';

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
  detail(@Lang() lang: string, @Body() body: SetDetailDto, @Viewing() view: PublicView) {
    return body.key === undefined ? this.settings.publicMap(lang, view) : this.settings.publicOne(lang, body.key, view);
  }
}
