import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PublicCall as Call, Img } from '@site/contract';
import { ImgListView, PublicImgListDto } from './dto/img-list.dto';
import { ImagesService } from './images.service';
import { PublicApi } from '../../common/http/api-call.decorator';
import { PublicCallContext, PublicContext } from '../preview/public-context';

@ApiTags('images')
@Controller()
export class ImagesPublicController {
  constructor(private readonly images: ImagesService) {}

  @PublicApi(Call.GET_IMG_LIST, {
    summary: 'Image list (the ones shown)',
    description: 'Optionally of one `group`; by sort ascending, then id descending; not paged.',
    answer: ImgListView,
    errors: [400, 403, 422],
  })
  list(@PublicCallContext() call: PublicContext, @Body() query: PublicImgListDto): Promise<{ list: Img[] }> {
    return this.images.listVisible(call, query);
  }
}
