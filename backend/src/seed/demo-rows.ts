import type { CaseEntity } from '../modules/cases/case.entity';
import type { DownloadCateEntity } from '../modules/downloads/download-cate.entity';
import type { DownloadEntity } from '../modules/downloads/download.entity';
import type { HistoryEntity } from '../modules/history/history.entity';
import type { ImgEntity } from '../modules/images/img.entity';
import type { NewsEntity } from '../modules/news/news.entity';
import type { PageTextEntity } from '../modules/page-texts/page-text.entity';
import type { SeoEntity } from '../modules/seo/seo.entity';
import type { SettingEntity } from '../modules/settings/setting.entity';
import { CASES } from './content/cases';
import { foundedYear } from './content/company';
import { DOWNLOAD_CATES, DOWNLOADS } from './content/downloads';
import { HISTORY } from './content/history';
import { IMAGES } from './content/images';
import { daysBefore, NEWS } from './content/news';
import { PAGE_TEXTS } from './content/page-texts';
import { richHtml } from './content/rich';
import { SEO } from './content/seo';
import { SETTINGS } from './content/settings';
import { DEMO_VIDEO_REF } from './demo-media';

type Row<E> = Omit<E, 'id' | 'created_at' | 'updated_at' | 'version'>;

/** A stored file as the rows need it: its URL, original name and size in bytes. */
export interface StoredMedia {
  url: string;
  name: string;
  size: number;
}

export interface DemoRows {
  settings: Row<SettingEntity>[];
  seo: Row<SeoEntity>[];
  pageTexts: Row<PageTextEntity>[];
  imgs: Row<ImgEntity>[];
  history: Row<HistoryEntity>[];
  /**
   * Written when they were published (a scheduled one: now), not all at the import's moment: the sitemap's `lastmod`
   * of each is its own.
   */
  news: Array<Row<NewsEntity> & Pick<NewsEntity, 'created_at' | 'updated_at'>>;
  cases: Array<Row<CaseEntity> & Pick<CaseEntity, 'created_at' | 'updated_at'>>;
  /** Each category with its downloads (their `cate_id` is known once the category is inserted). */
  downloadCates: Array<{ cate: Row<DownloadCateEntity>; downloads: Array<Omit<Row<DownloadEntity>, 'cate_id'>> }>;
}

/** Gaps between `sort` values, so an editor can slot an entry in between without renumbering. */
const SORT_STEP = 10;

/** A view count that grows with age and varies by title, so the list looks read; zero when never published. */
function plausibleViews(daysAgo: number, title: string, published: boolean): number {
  if (!published || daysAgo < 0) return 0;
  let spread = 0;
  for (const char of title) spread = (spread * 31 + char.charCodeAt(0)) % 97;
  return 36 + daysAgo * 11 + spread * 3;
}

/**
 * Every row of the demo content for language `lang`, with media URLs from `media` (which throws for a
 * reference that was not stored). Pure: all the copy lives in ./content, all the bytes in demo-media.
 */
export function buildDemoRows(now: Date, lang: string, media: (ref: string) => StoredMedia): DemoRows {
  const url = (ref: string) => media(ref).url;
  const video = (wanted: boolean | undefined) => (wanted ? url(DEMO_VIDEO_REF) : '');
  const founded = foundedYear(now);

  return {
    settings: SETTINGS.map((setting) => ({
      lang,
      key: setting.key,
      value: setting.value({ now, logoUrl: url('logo') }),
      title: setting.title,
      group: setting.group,
      is_public: setting.isPublic ? 1 : 0,
    })),
    seo: SEO.map((entry) => ({ lang, ...entry })),
    pageTexts: PAGE_TEXTS.map((page) => ({
      lang,
      key: page.key,
      title: page.title,
      content: richHtml(page.body, media),
    })),
    imgs: IMAGES.map((image, index) => ({
      lang,
      title: image.title,
      group: image.group,
      image: url(`img:${image.key}`),
      video: video(image.video),
      link: image.link ?? '',
      description: image.description,
      status: image.hidden ? 0 : 1,
      sort: index * SORT_STEP,
    })),
    history: HISTORY.map((entry) => ({
      lang,
      year: founded + entry.yearsAfterFounding,
      month: entry.month ?? null,
      title: entry.title,
      content: entry.content,
      image: entry.picture ? url(`history:${entry.yearsAfterFounding}`) : '',
      sort: 0,
    })),
    news: NEWS.map((news) => ({
      lang,
      title: news.title,
      summary: news.summary,
      cover: url(`news:${news.key}`),
      content: richHtml(news.body, media),
      video: video(news.video),
      category: news.category,
      author: news.author,
      source: news.source,
      is_top: news.isTop ? 1 : 0,
      status: news.draft ? 0 : 1,
      publish_time: daysBefore(now, news.daysAgo),
      created_at: daysBefore(now, Math.max(news.daysAgo, 0)),
      updated_at: daysBefore(now, Math.max(news.daysAgo, 0)),
      views: plausibleViews(news.daysAgo, news.title, !news.draft),
      sort: 0,
    })),
    cases: CASES.map((item, index) => ({
      lang,
      title: item.title,
      summary: item.summary,
      cover: url(`case:${item.key}`),
      content: richHtml(item.body, media),
      video: video(item.video),
      client: item.client,
      category: item.category,
      status: 1,
      publish_time: daysBefore(now, item.daysAgo),
      created_at: daysBefore(now, Math.max(item.daysAgo, 0)),
      updated_at: daysBefore(now, Math.max(item.daysAgo, 0)),
      sort: index * SORT_STEP,
    })),
    downloadCates: DOWNLOAD_CATES.map((name, cateIndex) => ({
      cate: { lang, name, sort: cateIndex * SORT_STEP },
      downloads: DOWNLOADS.filter((item) => item.cate === name).map((item, index) => {
        const file = media(`download:${item.key}`);
        return {
          lang,
          title: item.title,
          description: item.description,
          file_url: file.url,
          file_name: file.name,
          file_size: file.size,
          status: item.hidden ? 0 : 1,
          sort: index * SORT_STEP,
          download_count: item.hidden ? 0 : plausibleViews(40, item.title, true) >> 2,
        };
      }),
    })),
  };
}
