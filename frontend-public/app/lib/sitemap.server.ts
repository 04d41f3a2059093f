import { PublicCall, type Case, type DownloadGroup, type News, type Page, type PageText } from '@site/contract';
import type { ServerApi } from './api.server';
import { CASE_PAGE_SIZE, CATEGORY_MAX, listPath, NEWS_PAGE_SIZE, newsListPath, pageCount } from './list-paths';
import { absoluteUrl } from './seo';
import { NAV_ITEMS } from './site';

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** The API's largest page. */
const PAGE_LIMIT = 100;

async function allPublishedNews(api: ServerApi): Promise<News[]> {
  const first = await api.required<Page<News>>(PublicCall.GET_NEWS_LIST, { page: 1, limit: PAGE_LIMIT });
  const pages = Math.ceil(first.total / PAGE_LIMIT);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) =>
      api.required<Page<News>>(PublicCall.GET_NEWS_LIST, { page: index + 2, limit: PAGE_LIMIT }),
    ),
  );
  return [first, ...rest].flatMap((page) => page.list);
}

const newest = (times: Array<string | undefined>) =>
  times
    .filter((time): time is string => !!time)
    .sort()
    .at(-1);

/** Pages 2 and on of a list (page 1 is the list itself), each changed when the list last did. */
const laterPages = (total: number, size: number, pathOf: (page: number) => string, lastmod?: string) =>
  Array.from({ length: pageCount(total, size) - 1 }, (_, index) => ({ path: pathOf(index + 2), lastmod }));

/** Each category's news list, at every page: a news added anywhere in it moves every page. */
function categoryPages(news: News[]): SitemapEntry[] {
  const byCategory = new Map<string, News[]>();
  for (const item of news) {
    const category = item.category.trim();
    if (category && category.length <= CATEGORY_MAX)
      byCategory.set(category, [...(byCategory.get(category) ?? []), item]);
  }
  return [...byCategory].flatMap(([category, items]) => {
    const lastmod = newest(items.map((item) => item.updated_at));
    return [
      { path: newsListPath({ category }), lastmod },
      ...laterPages(items.length, NEWS_PAGE_SIZE, (page) => newsListPath({ category, page }), lastmod),
    ];
  });
}

/**
 * Every public page — each page of the news list, of each news category and of the cases included — and every
 * published news, each with the time its content last changed. `npm run export` writes exactly these pages.
 */
export async function sitemapEntries(api: ServerApi): Promise<SitemapEntry[]> {
  const [news, cases, downloads, ...texts] = await Promise.all([
    allPublishedNews(api),
    api.required<Page<Case>>(PublicCall.GET_CASE_LIST, { page: 1, limit: PAGE_LIMIT }),
    api.required<{ list: DownloadGroup[] }>(PublicCall.GET_DOWNLOAD),
    ...['home', 'about', 'join', 'service', 'education'].map((key) =>
      api.optional<PageText>(PublicCall.GET_PAGE_TEXT, { key }),
    ),
  ]);
  const textTime = (key: string) => texts.find((text) => text?.key === key)?.updated_at;
  const newsTime = newest(news.map((item) => item.updated_at));
  const lastmod: Record<string, string | undefined> = {
    home: newest([newsTime, textTime('home')]),
    news: newsTime,
    perform: newest(cases.list.map((item) => item.updated_at)),
    download: newest(downloads.list.flatMap((group) => group.items.map((item) => item.updated_at))),
    about: textTime('about'),
    join: textTime('join'),
    service: textTime('service'),
    education: textTime('education'),
  };
  return [
    ...NAV_ITEMS.map((item) => ({ path: item.to, lastmod: lastmod[item.page] })),
    ...laterPages(news.length, NEWS_PAGE_SIZE, (page) => newsListPath({ page }), lastmod.news),
    ...categoryPages(news),
    ...laterPages(cases.total, CASE_PAGE_SIZE, (page) => listPath('/perform', page), lastmod.perform),
    ...news.map((item) => ({ path: `/detail/${item.id}`, lastmod: item.updated_at })),
  ];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(absoluteUrl(origin, entry.path))}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
