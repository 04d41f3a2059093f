import type { News } from '@site/contract';
import { contentWire, isoTime } from '../../common/crud/wire';
import type { NewsEntity } from './news.entity';

/** A news item on the wire, field by field: a column added to the entity stays private until it is listed here. */
export const toNewsWire = (row: NewsEntity): News => ({
  ...contentWire(row),
  title: row.title,
  summary: row.summary,
  cover: row.cover,
  content: row.content,
  video: row.video,
  category: row.category,
  author: row.author,
  source: row.source,
  is_top: row.is_top,
  status: row.status,
  publish_time: isoTime(row.publish_time),
  views: row.views,
  sort: row.sort,
});
