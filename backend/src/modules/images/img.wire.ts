import type { Img } from '@site/contract';
import { contentWire } from '../../common/crud/wire';
import type { ImgEntity } from './img.entity';

/** A image on the wire, field by field: a column added to the entity stays private until it is listed here. */
export const toImgWire = (row: ImgEntity): Img => ({
  ...contentWire(row),
  title: row.title,
  group: row.group,
  image: row.image,
  video: row.video,
  link: row.link,
  description: row.description,
  status: row.status,
  sort: row.sort,
});
