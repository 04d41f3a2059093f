import { PublicCall, type Case, type DownloadGroup, type News, type Page, type PageText } from '@site/contract';
import type { ServerApi } from './api.server';
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

/** Every public page and every published news, each with the time its content last changed. */
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
