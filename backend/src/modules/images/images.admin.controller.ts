import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminCall as Call, ApiKeyScope, Img, Page } from '@site/contract';
import { Lang } from '../../common/auth/current-admin.decorator';
import { ChangeStatusDto, DeleteDto, DeletedView } from '../../common/crud';
import { AdminImgListDto } from './dto/img-list.dto';
import { ImgView } from './dto/img.view';
import { SaveImgDto } from './dto/save-img.dto';
import { ImagesService } from './images.service';
import { AdminApi } from '../../common/http/api-call.decorator';

@ApiTags('adm/images')
@Controller('adm')
export class ImagesAdminController {
  constructor(private readonly images: ImagesService) {}

  @AdminApi(Call.GET_IMG_LIST, {
    scope: ApiKeyScope.CONTENT_READ,
    summary: '图片列表（管理）',
    description:
      '当前 lang 的全部图片（含隐藏）。可按 group 筛选，keyword 匹配标题、描述。' +
      'sort 可选 id, title, group, sort, status, created_at, updated_at；默认 sort 升序、id 倒序。',
    answer: { page: ImgView },
    errors: [400, 401, 403, 422],
  })
  list(@Lang() lang: string, @Body() query: AdminImgListDto): Promise<Page<Img>> {
    return this.images.list(lang, query);
  }

  @AdminApi(Call.SAVE_IMG, {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: '新建或修改图片',
    description: '无 id 时新建（group、image 必填），有 id 时修改。',
    answer: ImgView,
    errors: [400, 401, 403, 404, 422],
  })
  save(@Lang() lang: string, @Body() body: SaveImgDto): Promise<Img> {
    return this.images.save(lang, body);
  }

  @AdminApi(Call.DEL_IMG, {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: '删除图片（id 或 ids）',
    answer: DeletedView,
    errors: [400, 401, 403, 422],
  })
  remove(@Lang() lang: string, @Body() body: DeleteDto): Promise<{ deleted: number }> {
    return this.images.remove(lang, body);
  }

  @AdminApi(Call.CHANGE_IMG_STATUS, {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: '显示或隐藏图片',
    answer: ImgView,
    errors: [400, 401, 403, 404, 422],
  })
  changeStatus(@Lang() lang: string, @Body() body: ChangeStatusDto): Promise<Img> {
    return this.images.changeStatus(lang, body);
  }
}
