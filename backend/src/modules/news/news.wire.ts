import type { News } from '@site/contract';
import { articleWire } from '../articles/article';
import type { NewsEntity } from './news.entity';

/** A news item on the wire, field by field: a column added to the entity stays private until it is listed here. */
export const toNewsWire = (row: NewsEntity): News => ({
  ...articleWire(row),
  author: row.author,
  source: row.source,
  is_top: row.is_top,
  views: row.views,
});
