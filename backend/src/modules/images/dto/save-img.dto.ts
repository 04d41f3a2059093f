import { ApiPropertyOptional } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { SaveDto } from '../../../common/crud';
import {
  FlagField,
  LinkField,
  SORT_RANGE,
  SortField,
  TextField,
  URL_MAX_LENGTH,
  UrlField,
} from '../../../common/validation/field-rules';

/** Group names are keys the public pages ask for (`banner`, `partner`, `honor`…). */
export const IMG_GROUP_PATTERN = /^[a-z0-9_-]+$/;
const GROUP_MESSAGE = '分组只能包含小写字母、数字、下划线和连字符';

/** `save_img`: the client-writable fields of an image list entry. */
export class SaveImgDto extends SaveDto {
  @ApiPropertyOptional({ description: 'Title', maxLength: 200, example: '合作伙伴 A' })
  @TextField('标题', 200)
  title?: string;

  @ApiPropertyOptional({
    description: 'Group (required on create), e.g. banner, partner, honor, service, education',
    maxLength: 32,
    pattern: IMG_GROUP_PATTERN.source,
    example: 'banner',
  })
  @TextField('分组', 32, { required: true, min: 1 })
  @Matches(IMG_GROUP_PATTERN, { message: GROUP_MESSAGE })
  group?: string;

  @ApiPropertyOptional({
    description: 'Picture (required on create): a file under /uploads/ or an http(s) URL',
    maxLength: URL_MAX_LENGTH,
    example: '/uploads/2026/11/banner.jpg',
  })
  @UrlField('图片', { required: true })
  image?: string;

  @ApiPropertyOptional({
    description: 'Video: a file under /uploads/ or an http(s) URL (optional)',
    maxLength: URL_MAX_LENGTH,
    example: '',
  })
  @UrlField('视频')
  video?: string;

  @ApiPropertyOptional({
    description:
      'Where a click leads: a page of the public site (such as /about), a file under /uploads/ or an http(s) URL (optional)',
    maxLength: URL_MAX_LENGTH,
    example: '/about',
  })
  @LinkField('链接')
  link?: string;

  @ApiPropertyOptional({ description: 'Description', maxLength: 1000, example: '长期战略合作伙伴' })
  @TextField('描述', 1000)
  description?: string;

  @ApiPropertyOptional({ description: 'Status: 1 shown, 0 hidden', enum: [0, 1], default: 1, example: 1 })
  @FlagField('状态')
  status?: 0 | 1;

  @ApiPropertyOptional({ description: 'Order (ascending)', default: 0, example: 0, ...SORT_RANGE })
  @SortField()
  sort?: number;
}
