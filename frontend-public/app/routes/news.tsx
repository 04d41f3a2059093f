import { PublicCall, type News, type Page } from '@site/contract';
import { Form, Link } from 'react-router';
import { NewsList } from '../components/NewsList';
import { PageHeading } from '../components/PageHeading';
import { Pagination } from '../components/Pagination';
import { serverApi } from '../lib/api.server';
import { navPageMeta } from '../lib/page-meta';
import { seoOf } from '../lib/page.server';
import { pageParam, textParam } from '../lib/query';
import type { Route } from './+types/news';

export const NEWS_PAGE_SIZE = 10;
/** The category tabs come from the newest news (the API has no category list). */
const CATEGORY_SAMPLE = 100;

export async function loader({ url, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const page = pageParam(url.searchParams);
  const category = textParam(url.searchParams, 'category');
  const q = textParam(url.searchParams, 'q');
  const [seo, news, sample] = await Promise.all([
    seoOf(api, 'news'),
    api.required<Page<News>>(PublicCall.GET_NEWS_LIST, {
      page,
      limit: NEWS_PAGE_SIZE,
      ...(category ? { category } : {}),
      ...(q ? { keyword: q } : {}),
    }),
    api.required<Page<News>>(PublicCall.GET_NEWS_LIST, { page: 1, limit: CATEGORY_SAMPLE }),
  ]);
  const categories = [...new Set(sample.list.map((item) => item.category).filter(Boolean))];
  return { seo, news, page, category, q, categories };
}

function tabHref(category: string, q: string) {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (q) params.set('q', q);
  const query = params.toString();
  return query ? `/news?${query}` : '/news';
}

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const { news, page, category, q, categories } = loaderData;
  const pages = Math.max(1, Math.ceil(news.total / NEWS_PAGE_SIZE));
  const search = new URLSearchParams();
  if (category) search.set('category', category);
  if (q) search.set('q', q);
  return (
    <>
      <PageHeading title="新闻动态" trail={[{ name: '新闻动态', path: '/news' }]} />
      <div className="news-tools">
        <nav className="tabs" aria-label="新闻分类">
          {['', ...categories].map((name) => (
            <Link key={name || 'all'} to={tabHref(name, q)} aria-current={name === category ? 'page' : undefined}>
              {name || '全部'}
            </Link>
          ))}
        </nav>
        <Form method="get" action="/news" className="search" role="search">
          {category && <input type="hidden" name="category" value={category} />}
          <input type="search" name="q" defaultValue={q} maxLength={50} placeholder="搜索新闻" aria-label="搜索新闻" />
          <button type="submit">搜索</button>
        </Form>
      </div>
      {q && (
        <p className="result-count">
          “{q}”的搜索结果：共 {news.total} 条
        </p>
      )}
      {news.list.length > 0 ? (
        <NewsList items={news.list} eagerFirst={page === 1} heading="h2" />
      ) : (
        <p className="empty">{q ? '没有找到相关新闻，换个关键词试试。' : '暂无新闻。'}</p>
      )}
      <Pagination page={page} pages={pages} search={search} />
    </>
  );
}

export const meta: Route.MetaFunction = (args) => navPageMeta('news', args);
