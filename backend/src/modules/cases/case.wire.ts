import type { Case } from '@site/contract';
import { contentWire, isoTime } from '../../common/crud/wire';
import type { CaseEntity } from './case.entity';

/** A case on the wire, field by field: a column added to the entity stays private until it is listed here. */
export const toCaseWire = (row: CaseEntity): Case => ({
  ...contentWire(row),
  title: row.title,
  summary: row.summary,
  cover: row.cover,
  content: row.content,
  video: row.video,
  client: row.client,
  category: row.category,
  status: row.status,
  publish_time: isoTime(row.publish_time),
  sort: row.sort,
});
