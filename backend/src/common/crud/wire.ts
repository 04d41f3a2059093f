import type { ContentBase } from '@site/contract';
import type { ContentEntity } from './content.entity';

/** A stored time as the wire writes it: ISO 8601 in UTC. */
export const isoTime = (value: Date): string => new Date(value).toISOString();

/** The fields every content family puts on the wire; each family's `to…Wire` adds its own, one by one. */
export const contentWire = (row: ContentEntity): ContentBase => ({
  id: row.id,
  lang: row.lang,
  created_at: isoTime(row.created_at),
  updated_at: isoTime(row.updated_at),
  version: row.version,
});
