import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AdminListQueryDto } from '../../../common/crud';
import { TextField } from '../../../common/validation/field-rules';
import { ImgView } from './img.view';

/** `adm/get_img_list`: the list body plus `group`. */
export class AdminImgListDto extends AdminListQueryDto {
  @ApiPropertyOptional({ description: 'Only this group', maxLength: 32, example: 'banner' })
  @TextField('分组', 32)
  group?: string;
}

/** `get_img_list`: the optional `group`. */
export class PublicImgListDto {
  @ApiPropertyOptional({ description: 'Only this group', maxLength: 32, example: 'banner' })
  @TextField('分组', 32)
  group?: string;
}

/** `get_img_list` answer: every visible entry, unpaged. */
export class ImgListView {
  @ApiProperty({ type: [ImgView] })
  list: ImgView[];
}
