import { PublicCall, type News, type Page } from '@site/contract';
import { data, Form, Link, redirect } from 'react-router';
import { NewsList } from '../components/NewsList';
import { PageHeading } from '../components/PageHeading';
import { Pagination } from '../components/Pagination';
import { serverApi, withHistoryGaps } from '../lib/api.server';
import { CATEGORY_MAX, NEWS_PAGE_SIZE, newsListPath, pageCount, pageSegment, withSearch } from '../lib/list-paths';
import { navPageMeta } from '../lib/page-meta';
import { seoOf } from '../lib/page.server';
import { pageParam, textParam } from '../lib/query';
import { isStaticExport } from '../lib/static-export.server';
import type { Route } from './+types/news';

/** The category tabs come from the newest news (the API has no category list). */
const CATEGORY_SAMPLE = 100;

/** A URL of the news list that names no page of it: the fatal 404 of a failed validity check (product spec, 2). */
const notAPage = () => data('Page Not Found', { status: 404, statusText: 'Not Found' });

/**
 * `/news`, `/news/page/{n}`, `/news/category/{name}` and `/news/category/{name}/page/{n}` (routes.ts), with the
 * keyword search as `?q=`. The old query forms (`?page=2`, `?category=…`) answer a 301 to their path.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const q = textParam(url.searchParams, 'q');
  if (url.searchParams.has('page') || url.searchParams.has('category')) {
    const category = textParam(url.searchParams, 'category', CATEGORY_MAX) || params.category || '';
    const page = url.searchParams.has('page') ? pageParam(url.searchParams) : (pageSegment(params.page) ?? 1);
    throw redirect(withSearch(newsListPath({ category, page }), q), 301);
  }
  const page = pageSegment(params.page);
  const category = params.category ?? '';
  if (page === null || (params.category !== undefined && (!category.trim() || category.length > CATEGORY_MAX))) {
    throw notAPage();
  }
  // One address per page: page 1 is the list's own, and a category is written as the API keeps it (trimmed).
  if (params.page === '1' || category !== category.trim()) {
    throw redirect(withSearch(newsListPath({ category: category.trim(), page }), q), 301);
  }

  const api = serverApi(context);
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
  // Past the last page, or a category no published news has: no such page.
  if (page > pageCount(news.total, NEWS_PAGE_SIZE)) throw notAPage();
  if (category && news.total === 0) {
    const inCategory = q
      ? await api.required<Page<News>>(PublicCall.GET_NEWS_LIST, { page: 1, limit: 1, category })
      : news;
    if (inCategory.total === 0) throw notAPage();
  }
  const categories = [...new Set(sample.list.map((item) => item.category.trim()).filter(Boolean))];
  // A static copy has no server to search with: it shows no search box (decision 011).
  return withHistoryGaps(api, { seo, news, page, category, q, categories, searchable: !isStaticExport() });
}

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const { news, page, category, q, categories, searchable } = loaderData;
  const trail = [{ name: '新闻动态', path: '/news' }];
  if (category) trail.push({ name: category, path: newsListPath({ category }) });
  return (
    <>
      <PageHeading title={q ? searchTitle(q, category) : category || '新闻动态'} trail={trail} />
      <div className="news-tools">
        <nav className="tabs" aria-label="新闻分类">
          {['', ...categories].map((name) => (
            <Link
              key={name || 'all'}
              to={withSearch(newsListPath({ category: name }), q)}
              aria-current={name === category ? 'page' : undefined}
            >
              {name || '全部'}
            </Link>
          ))}
        </nav>
        {searchable && (
          <Form method="get" action={newsListPath({ category })} className="search" role="search">
            <input
              type="search"
              name="q"
              defaultValue={q}
              maxLength={50}
              placeholder="搜索新闻"
              aria-label="搜索新闻"
            />
            <button type="submit">搜索</button>
          </Form>
        )}
      </div>
      {q && <p className="result-count">共 {news.total} 条相关新闻</p>}
      {news.list.length > 0 ? (
        <NewsList items={news.list} eagerFirst={page === 1} heading="h2" />
      ) : (
        <p className="empty">{q ? '没有找到相关新闻，换个关键词试试。' : '暂无新闻。'}</p>
      )}
      <Pagination
        page={page}
        pages={pageCount(news.total, NEWS_PAGE_SIZE)}
        hrefOf={(target) => withSearch(newsListPath({ category, page: target }), q)}
      />
    </>
  );
}

/** The heading and title of a search's results, naming the query (and the category searched in). */
export function searchTitle(q: string, category: string): string {
  return `“${q}”的搜索结果${category ? `（${category}）` : ''}`;
}

export const meta: Route.MetaFunction = (args) => {
  const { category = '', page = 1, q = '' } = args.loaderData ?? {};
  return navPageMeta('news', args, {
    path: newsListPath({ category, page }),
    trail: category ? [{ name: category, path: newsListPath({ category }) }] : [],
    subtitle: [q ? searchTitle(q, category) : category, page > 1 ? `第 ${page} 页` : ''].filter(Boolean).join(' - '),
  });
};
