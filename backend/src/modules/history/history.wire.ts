import type { History } from '@site/contract';
import { contentWire } from '../../common/crud/wire';
import type { HistoryEntity } from './history.entity';

/** A history entry on the wire, field by field: a column added to the entity stays private until it is listed here. */
export const toHistoryWire = (row: HistoryEntity): History => ({
  ...contentWire(row),
  year: row.year,
  month: row.month,
  title: row.title,
  content: row.content,
  image: row.image,
  sort: row.sort,
});
