import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PublicCall as Call, Img } from '@site/contract';
import { Lang } from '../../common/auth/current-admin.decorator';
import { ImgListView, PublicImgListDto } from './dto/img-list.dto';
import { ImagesService } from './images.service';
import { PublicApi } from '../../common/http/api-call.decorator';
import { PublicView, Viewing } from '../preview/public-view';

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
  list(@Lang() lang: string, @Viewing() view: PublicView, @Body() query: PublicImgListDto): Promise<{ list: Img[] }> {
    return this.images.listVisible(lang, query, view);
  }
}
