import { ApiPropertyOptional } from '@nestjs/swagger';
import { AdminListQueryDto, PageQueryDto } from '../../../common/crud';
import { TextField } from '../../../common/validation/field-rules';

/** `adm/get_case_list`: the list body plus `category`. */
export class AdminCaseListDto extends AdminListQueryDto {
  @ApiPropertyOptional({ description: 'Only this category', maxLength: 64, example: 'energy' })
  @TextField('分类', 64)
  category?: string;
}

/** `get_case_list`: page, limit and the optional `category`. */
export class PublicCaseListDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Only this category', maxLength: 64, example: 'energy' })
  @TextField('分类', 64)
  category?: string;
}
