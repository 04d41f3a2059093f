import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminCall as Call, ApiKeyScope, Img, Page } from '@site/contract';
import { ChangeStatusDto, DeleteDto, DeletedView } from '../../common/crud';
import { AdminImgListDto } from './dto/img-list.dto';
import { ImgView } from './dto/img.view';
import { SaveImgDto } from './dto/save-img.dto';
import { ImagesService } from './images.service';
import { AdminApi } from '../../common/http/api-call.decorator';
import { AdminCallContext, AdminContext } from '../../common/auth/admin-context';

@ApiTags('adm/images')
@Controller('adm')
export class ImagesAdminController {
  constructor(private readonly images: ImagesService) {}

  @AdminApi(Call.GET_IMG_LIST, {
    scope: ApiKeyScope.CONTENT_READ,
    summary: 'Images (back office)',
    description:
      'Every image of the current lang (hidden ones included), optionally of one `group`; `keyword` matches title and description. `sort`: id, title, group, sort, status, created_at, updated_at; by default sort ascending, then id descending.',
    answer: { page: ImgView },
    errors: [400, 401, 403, 422],
  })
  list(@AdminCallContext() call: AdminContext, @Body() query: AdminImgListDto): Promise<Page<Img>> {
    return this.images.list(call.lang, query);
  }

  @AdminApi(Call.SAVE_IMG, {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: 'Create or change an image',
    description: 'Without id creates (group and image required), with id changes.',
    answer: ImgView,
    errors: [400, 401, 403, 404, 422],
  })
  save(@AdminCallContext() call: AdminContext, @Body() body: SaveImgDto): Promise<Img> {
    return this.images.save(call.lang, body, call.author);
  }

  @AdminApi(Call.DEL_IMG, {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: 'Delete images (id or ids)',
    answer: DeletedView,
    errors: [400, 401, 403, 422],
  })
  remove(@AdminCallContext() call: AdminContext, @Body() body: DeleteDto): Promise<{ deleted: number }> {
    return this.images.remove(call.lang, body, call.author);
  }

  @AdminApi(Call.CHANGE_IMG_STATUS, {
    scope: ApiKeyScope.CONTENT_WRITE,
    summary: 'Show or hide an image',
    answer: ImgView,
    errors: [400, 401, 403, 404, 422],
  })
  changeStatus(@AdminCallContext() call: AdminContext, @Body() body: ChangeStatusDto): Promise<Img> {
    return this.images.changeStatus(call.lang, body, call.author);
  }
}
