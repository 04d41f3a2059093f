import { ApiPropertyOptional } from '@nestjs/swagger';
import { SaveArticleDto } from '../../articles/article.dto';
import { TextField } from '../../../common/validation/field-rules';

/** `save_case`: the article fields and the client (`lang` and the times are not writable). */
export class SaveCaseDto extends SaveArticleDto {
  @ApiPropertyOptional({ description: 'Client (optional)', maxLength: 128, example: '某市城投集团' })
  @TextField('客户', 128)
  client?: string;
}
