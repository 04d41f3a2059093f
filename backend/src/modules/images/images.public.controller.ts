import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublicCall as Call, Img } from '@site/contract';
import { PublicCall } from '../../common/auth/call-access.decorator';
import { Lang } from '../../common/auth/current-admin.decorator';
import { ApiEnvelope, ApiErrors } from '../../common/crud';
import { ImgListView, PublicImgListDto } from './dto/img-list.dto';
import { ImagesService } from './images.service';

@ApiTags('images')
@Controller()
export class ImagesPublicController {
  constructor(private readonly images: ImagesService) {}

  @Post(Call.GET_IMG_LIST)
  @HttpCode(200)
  @PublicCall()
  @ApiOperation({ summary: '图片列表（显示中的）', description: '可按 group 筛选；按 sort 升序、id 倒序，不分页。' })
  @ApiEnvelope(ImgListView)
  @ApiErrors(400, 403, 422)
  list(@Lang() lang: string, @Body() query: PublicImgListDto): Promise<{ list: Img[] }> {
    return this.images.listVisible(lang, query);
  }
}
