import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PublicCall as Call } from '@site/contract';
import { PublicApi } from '../../common/http/api-call.decorator';
import { PictureSizesDto } from './dto/picture-sizes.dto';
import { PictureSizesService } from './picture-sizes.service';

@ApiTags('上传（公开）')
@Controller()
export class PictureSizesPublicController {
  constructor(private readonly sizes: PictureSizesService) {}

  @PublicApi(Call.GET_IMAGE_SIZES, {
    summary: "Picture sizes (contract extension): width and height of a page's uploaded pictures in one call",
    description:
      '契约之外的扩展：公开站点渲染正文时调用，按 src 返回 /uploads/ 下图片的 { width, height }（按 EXIF 方向）。' +
      '不是上传图片、读不出尺寸的地址不出现在答案中。',
    answer: { type: 'object', example: { '/uploads/2026/11/a.png': { width: 1200, height: 800 } } },
    errors: [400, 403, 422],
  })
  sizesOf(@Body() body: PictureSizesDto) {
    return this.sizes.sizesOf(body.srcs);
  }
}
