import { ApiProperty, OmitType } from '@nestjs/swagger';
import { AdminListQueryDto } from '../../../common/crud';
import { PAGE_TEXT_KEY_MAX, PAGE_TEXT_KEY_PATTERN, PageTextKeyField } from './page-text-key';

/** `adm/get_page_text_list`: the list body (page texts have no status). */
export class AdminPageTextListDto extends OmitType(AdminListQueryDto, ['status'] as const) {}

/** `get_page_text`: `{ key }`. */
export class PageTextKeyDto {
  @ApiProperty({
    description: 'Page text key',
    maxLength: PAGE_TEXT_KEY_MAX,
    pattern: PAGE_TEXT_KEY_PATTERN.source,
    example: 'about_intro',
  })
  @PageTextKeyField({ required: true })
  key: string;
}
