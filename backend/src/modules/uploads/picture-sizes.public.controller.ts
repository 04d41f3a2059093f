import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PublicCall as Call } from '@site/contract';
import { PublicApi } from '../../common/http/api-call.decorator';
import { PictureSizesDto } from './dto/picture-sizes.dto';
import { PictureSizesService } from './picture-sizes.service';
import { PublicCallContext, PublicContext } from '../preview/public-context';

@ApiTags('uploads')
@Controller()
export class PictureSizesPublicController {
  constructor(private readonly sizes: PictureSizesService) {}

  @PublicApi(Call.GET_IMAGE_SIZES, {
    summary: "Picture sizes (contract extension): width and height of a page's uploaded pictures in one call",
    description:
      'Extension of the contract: the public site calls it when rendering bodies; answers { width, height } (EXIF orientation applied) of pictures under /uploads/ by `src`, with `alt`, the description the media library gives the picture, when it has one. Addresses that are not uploaded pictures, or whose size cannot be read, are left out.',
    answer: {
      type: 'object',
      description: "By `src`: the picture's width and height in pixels",
      additionalProperties: {
        type: 'object',
        required: ['width', 'height'],
        properties: {
          width: { type: 'integer', minimum: 1 },
          height: { type: 'integer', minimum: 1 },
          alt: { type: 'string', maxLength: 200, description: 'Present only when the library describes the picture' },
        },
      },
      example: { '/uploads/2026/11/a.png': { width: 1200, height: 800, alt: '厂区全景' } },
    },
    errors: [400, 403, 422],
  })
  sizesOf(@PublicCallContext() _call: PublicContext, @Body() body: PictureSizesDto) {
    return this.sizes.sizesOf(body.srcs);
  }
}
