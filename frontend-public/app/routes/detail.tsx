import { PublicCall, SettingKey, type NewsDetail } from '@site/contract';
import { data } from 'react-router';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { IntentLink } from '../components/IntentLink';
import { RichContent } from '../components/RichContent';
import { VideoPlayer } from '../components/VideoPlayer';
import { serverApi, withHistoryGaps } from '../lib/api.server';
import { seoOf } from '../lib/page.server';
import { renderRichHtml } from '../lib/rich.server';
import { rootDataOf } from '../lib/root-data';
import { absoluteUrl, articleAuthor, pageMeta } from '../lib/seo';
import { DEFAULT_SITE_NAME, formatDate } from '../lib/site';
import { IMAGE_LAYOUTS } from '../lib/image-sizes';
import { uncachedHeaders } from '../lib/uncached';
import type { Route } from './+types/detail';

/** The page's validity check (product spec, section 2): the id is a positive integer. */
export function isNewsId(id: string | undefined): boolean {
  return /^[1-9]\d{0,15}$/.test(id ?? '');
}

export async function loader({ params, context }: Route.LoaderArgs) {
  // A failed check is a fatal 404: the error page, 'Page Not Found: {path}'.
  if (!isNewsId(params.id)) throw data('Page Not Found', { status: 404, statusText: 'Not Found' });
  const api = serverApi(context);
  const [news, seo] = await Promise.all([
    api.required<NewsDetail>(PublicCall.GET_NEWS_DETAIL, { id: Number(params.id) }),
    seoOf(api, 'news'),
  ]);
  return withHistoryGaps(api, {
    // Without a video above it, the content's first picture is the page's largest paint.
    news: {
      ...news,
      content: await renderRichHtml(news.content, api.measureUploads, news.video ? undefined : { alt: news.title }),
    },
    keywords: seo?.keywords ?? '',
  });
}

export default function Detail({ loaderData }: Route.ComponentProps) {
  const { news } = loaderData;
  return (
    <article className="article">
      <Breadcrumbs
        trail={[
          { name: '新闻动态', path: '/news' },
          { name: news.title, path: `/detail/${news.id}` },
        ]}
      />
      <header className="article-header">
        <h1>{news.title}</h1>
        <p className="meta">
          <time dateTime={news.publish_time}>{formatDate(news.publish_time)}</time>
          {news.category && <span>{news.category}</span>}
          {news.author && <span>作者：{news.author}</span>}
          {news.source && <span>来源：{news.source}</span>}
          <span>{`阅读 ${news.views}`}</span>
        </p>
      </header>
      {news.video && (
        <VideoPlayer
          title={news.title}
          source={{ url: news.video, poster: news.cover, danmakuId: `news-${news.id}` }}
          layout={IMAGE_LAYOUTS.article}
        />
      )}
      {news.summary && <p className="lead">{news.summary}</p>}
      <RichContent html={news.content} />
      <nav className="prev-next" aria-label="上一篇和下一篇">
        {news.prev ? (
          <IntentLink to={`/detail/${news.prev.id}`} rel="prev">
            <span>上一篇</span>
            {news.prev.title}
          </IntentLink>
        ) : (
          <span className="none">没有上一篇了</span>
        )}
        {news.next ? (
          <IntentLink to={`/detail/${news.next.id}`} rel="next">
            <span>下一篇</span>
            {news.next.title}
          </IntentLink>
        ) : (
          <span className="none">没有下一篇了</span>
        )}
      </nav>
    </article>
  );
}

export const headers = uncachedHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = rootDataOf(matches);
  if (!loaderData) return [];
  const { news, keywords } = loaderData;
  const path = `/detail/${news.id}`;
  const origin = site?.origin ?? '';
  const siteName = site?.siteName ?? DEFAULT_SITE_NAME;
  const logo = site?.settings[SettingKey.SITE_LOGO];
  return pageMeta({
    site,
    seo: { title: '', description: '', keywords: [news.category, keywords].filter(Boolean).join(',') },
    title: `${news.title} - ${siteName}`,
    description: news.summary,
    image: news.cover,
    type: 'article',
    path,
    breadcrumbs: [
      { name: '新闻动态', path: '/news' },
      { name: news.title, path },
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: news.title,
        description: news.summary,
        ...(news.cover ? { image: [absoluteUrl(origin, news.cover)] } : {}),
        datePublished: news.publish_time,
        dateModified: news.updated_at,
        mainEntityOfPage: absoluteUrl(origin, path),
        author: articleAuthor(news.author, site?.settings.company_name || siteName),
        publisher: {
          '@type': 'Organization',
          name: site?.settings.company_name || siteName,
          ...(logo ? { logo: { '@type': 'ImageObject', url: absoluteUrl(origin, logo) } } : {}),
        },
      },
    ],
  });
};
