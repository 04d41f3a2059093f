import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { AdminListQueryDto } from '../../../common/crud';
import { IntField } from '../../../common/validation/field-rules';
import { HistoryView } from './history.view';
import { YEAR_MAX, YEAR_MIN } from './save-history.dto';

/** `adm/get_history_list`: the list body (history entries have no status) plus `year`. */
export class AdminHistoryListDto extends OmitType(AdminListQueryDto, ['status'] as const) {
  @ApiPropertyOptional({ description: 'Only this year', minimum: YEAR_MIN, maximum: YEAR_MAX, example: 2018 })
  @IntField('年份', YEAR_MIN, YEAR_MAX)
  year?: number;
}

/** `get_history` answer: every entry of the lang, unpaged. */
export class HistoryListView {
  @ApiProperty({ type: [HistoryView] })
  list: HistoryView[];
}
