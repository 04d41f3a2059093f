import { ApiPropertyOptional } from '@nestjs/swagger';
import { SaveDto } from '../../../common/crud';
import { RICH_HTML_MAX_LENGTH, RichHtmlField, TextField } from '../../../common/validation/field-rules';
import { PAGE_TEXT_KEY_MAX, PAGE_TEXT_KEY_PATTERN, PageTextKeyField } from './page-text-key';

/** `save_page_text`: the client-writable fields of a page text. */
export class SavePageTextDto extends SaveDto {
  @ApiPropertyOptional({
    description: 'Key (required on create), unique within a language; 409 when taken',
    maxLength: PAGE_TEXT_KEY_MAX,
    pattern: PAGE_TEXT_KEY_PATTERN.source,
    example: 'about_intro',
  })
  @PageTextKeyField({ required: true })
  key?: string;

  @ApiPropertyOptional({ description: 'Title', maxLength: 200, example: '公司简介' })
  @TextField('标题', 200)
  title?: string;

  @ApiPropertyOptional({
    description: 'Content (rich HTML, cleaned against an allow-list on save)',
    maxLength: RICH_HTML_MAX_LENGTH,
    example: '<p>我们是……</p>',
  })
  @RichHtmlField('内容')
  content?: string;
}
