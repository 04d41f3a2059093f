import type { PageText } from '@site/contract';
import { contentWire } from '../../common/crud/wire';
import type { PageTextEntity } from './page-text.entity';

/** A page text on the wire, field by field: a column added to the entity stays private until it is listed here. */
export const toPageTextWire = (row: PageTextEntity): PageText => ({
  ...contentWire(row),
  key: row.key,
  title: row.title,
  content: row.content,
});
