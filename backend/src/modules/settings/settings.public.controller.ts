import { Body, Controller } from '@nestjs/common';
import { ApiExtraModels, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { Lang } from '../../common/auth/current-admin.decorator';
import { SetDetailDto } from './dto/setting.dto';
import { SetPairView } from './dto/setting.views';
import { SettingsService } from './settings.service';
import { PublicApi } from '../../common/http/api-call.decorator';

@ApiTags('站点设置（公开）')
@Controller()
export class SettingsPublicController {
  constructor(private readonly settings: SettingsService) {}

  @PublicApi('get_set_detail', {
    summary: '公开的站点设置',
    description:
      '不传 key：全部公开设置组成的对象 { key: value }；传 key：该公开设置的 { key, value }，不存在或非公开时 404。非公开设置永远不会出现在公开接口中。',
    answer: {
      oneOf: [
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
  detail(@Lang() lang: string, @Body() body: SetDetailDto) {
    return body.key === undefined ? this.settings.publicMap(lang) : this.settings.publicOne(lang, body.key);
  }
}
