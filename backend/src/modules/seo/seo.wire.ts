import type { Seo } from '@site/contract';
import { contentWire } from '../../common/crud/wire';
import type { SeoEntity } from './seo.entity';

/** A SEO entry on the wire, field by field: a column added to the entity stays private until it is listed here. */
export const toSeoWire = (row: SeoEntity): Seo => ({
  ...contentWire(row),
  page: row.page,
  title: row.title,
  keywords: row.keywords,
  description: row.description,
});
