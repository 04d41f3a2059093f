import { ApiPropertyOptional } from '@nestjs/swagger';
import { SaveArticleDto } from '../../articles/article.dto';
import { FlagField, TextField } from '../../../common/validation/field-rules';

/** `save_news`: the article fields, author, source and pinning (`views`, `lang` and the times are not writable). */
export class SaveNewsDto extends SaveArticleDto {
  @ApiPropertyOptional({ description: 'Author', maxLength: 64, example: '市场部' })
  @TextField('作者', 64)
  author?: string;

  @ApiPropertyOptional({ description: 'Source', maxLength: 128, example: '新华网' })
  @TextField('来源', 128)
  source?: string;

  @ApiPropertyOptional({ description: 'Pinned: 1 yes, 0 no', enum: [0, 1], default: 0, example: 0 })
  @FlagField('置顶')
  is_top?: 0 | 1;
}
