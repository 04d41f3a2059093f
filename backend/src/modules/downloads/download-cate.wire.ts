import type { DownloadCate } from '@site/contract';
import { contentWire } from '../../common/crud/wire';
import type { DownloadCateEntity } from './download-cate.entity';

/** A download category on the wire, field by field: a column added to the entity stays private until it is listed here. */
export const toDownloadCateWire = (row: DownloadCateEntity): DownloadCate => ({
  ...contentWire(row),
  name: row.name,
  sort: row.sort,
});
