import type { Download } from '@site/contract';
import { contentWire } from '../../common/crud/wire';
import type { DownloadEntity } from './download.entity';

/** A download on the wire, field by field: a column added to the entity stays private until it is listed here. */
export const toDownloadWire = (row: DownloadEntity): Download => ({
  ...contentWire(row),
  cate_id: row.cate_id,
  title: row.title,
  description: row.description,
  file_url: row.file_url,
  file_name: row.file_name,
  file_size: row.file_size,
  status: row.status,
  sort: row.sort,
  download_count: row.download_count,
});
