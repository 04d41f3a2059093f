import { ApiPropertyOptional } from '@nestjs/swagger';
import { AdminListQueryDto, PageQueryDto } from '../../../common/crud';
import { TextField } from '../../../common/validation/field-rules';

/** `adm/get_news_list`: the list body plus `category`. */
export class AdminNewsListDto extends AdminListQueryDto {
  @ApiPropertyOptional({ description: 'Only this category', maxLength: 64, example: 'company' })
  @TextField('分类', 64)
  category?: string;
}

/** `get_news_list`: page and limit, optional `keyword` (in title or summary) and `category`. */
export class PublicNewsListDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Keyword (matched inside title and summary)', maxLength: 100, example: '创新' })
  @TextField('关键字', 100)
  keyword?: string;

  @ApiPropertyOptional({ description: 'Only this category', maxLength: 64, example: 'company' })
  @TextField('分类', 64)
  category?: string;
}
