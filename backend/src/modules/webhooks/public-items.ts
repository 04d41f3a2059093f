import type { RevisionFamily } from '@site/contract';
import type { ObjectLiteral } from 'typeorm';
import { toCaseWire } from '../cases/case.wire';
import type { CaseEntity } from '../cases/case.entity';
import { toDownloadCateWire } from '../downloads/download-cate.wire';
import type { DownloadCateEntity } from '../downloads/download-cate.entity';
import { toDownloadWire } from '../downloads/download.wire';
import type { DownloadEntity } from '../downloads/download.entity';
import { toHistoryWire } from '../history/history.wire';
import type { HistoryEntity } from '../history/history.entity';
import { toImgWire } from '../images/img.wire';
import type { ImgEntity } from '../images/img.entity';
import { toNewsWire } from '../news/news.wire';
import type { NewsEntity } from '../news/news.entity';
import { toPageTextWire } from '../page-texts/page-text.wire';
import type { PageTextEntity } from '../page-texts/page-text.entity';
import { toSeoWire } from '../seo/seo.wire';
import type { SeoEntity } from '../seo/seo.entity';
import { toSettingWire } from '../settings/setting.wire';
import type { SettingEntity } from '../settings/setting.entity';

/** How a family's row looks on the public API, and when the public API shows it. */
interface PublicShape {
  wire(row: ObjectLiteral): object;
  /** Whether the public API shows the row at `now`. */
  shown(row: ObjectLiteral, now: Date): boolean;
  /** Whether the family is published and unpublished (it has a status): the `published` and `unpublished` events. */
  publishable: boolean;
}

const always = () => true;
const statusOn = (row: ObjectLiteral) => Number(row.status) === 1;
/** News and cases: published, and their publish time passed (a scheduled item goes live by itself). */
const live = (row: ObjectLiteral, now: Date) =>
  statusOn(row) && new Date(row.publish_time as Date).getTime() <= now.getTime();

const SHAPES: Record<RevisionFamily, PublicShape> = {
  news: { wire: (row) => toNewsWire(row as NewsEntity), shown: live, publishable: true },
  cases: { wire: (row) => toCaseWire(row as CaseEntity), shown: live, publishable: true },
  images: { wire: (row) => toImgWire(row as ImgEntity), shown: statusOn, publishable: true },
  downloads: { wire: (row) => toDownloadWire(row as DownloadEntity), shown: statusOn, publishable: true },
  history: { wire: (row) => toHistoryWire(row as HistoryEntity), shown: always, publishable: false },
  'page-texts': { wire: (row) => toPageTextWire(row as PageTextEntity), shown: always, publishable: false },
  'download-cates': { wire: (row) => toDownloadCateWire(row as DownloadCateEntity), shown: always, publishable: false },
  seo: { wire: (row) => toSeoWire(row as SeoEntity), shown: always, publishable: false },
  // A private setting's value never leaves the server: only its id and key.
  settings: {
    wire: (row) => toSettingWire(row as SettingEntity),
    shown: (row) => Number(row.is_public) === 1,
    publishable: false,
  },
};

export const isPublishable = (family: RevisionFamily): boolean => SHAPES[family].publishable;

/** Whether the public API shows `row` of `family` at `now`. */
export const isShown = (family: RevisionFamily, row: ObjectLiteral, now: Date): boolean =>
  SHAPES[family].shown(row, now);

/**
 * The item of an event's payload: `row` as the public API returns it while the public sees it, else only its id and
 * `title` (a draft, a deleted item, a private setting).
 */
export function payloadItem(
  family: RevisionFamily,
  row: ObjectLiteral,
  title: string,
  shown: boolean,
): Record<string, unknown> {
  return shown ? { ...SHAPES[family].wire(row) } : { id: Number(row.id), title };
}
