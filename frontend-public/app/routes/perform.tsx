import { PublicCall, type Case, type Page } from '@site/contract';
import { data, redirect } from 'react-router';
import { Cover } from '../components/Cover';
import { PageHeading } from '../components/PageHeading';
import { Pagination } from '../components/Pagination';
import { RichContent } from '../components/RichContent';
import { serverApi, withHistoryGaps } from '../lib/api.server';
import { IMAGE_LAYOUTS } from '../lib/image-sizes';
import { navPageMeta } from '../lib/page-meta';
import { seoOf } from '../lib/page.server';
import { CASE_PAGE_SIZE, listPath, pageCount, pageSegment } from '../lib/list-paths';
import { pageParam } from '../lib/query';
import { renderRichHtml } from '../lib/rich.server';
import type { Route } from './+types/perform';

/** Not a page of the list: the fatal 404 of a failed validity check (product spec, section 2). */
const notAPage = () => data('Page Not Found', { status: 404, statusText: 'Not Found' });

/** `/perform` and `/perform/page/{n}` (routes.ts); the old `?page=` answers a 301 to its path. */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  if (url.searchParams.has('page')) throw redirect(listPath('/perform', pageParam(url.searchParams)), 301);
  const page = pageSegment(params.page);
  if (page === null) throw notAPage();
  if (params.page === '1') throw redirect('/perform', 301);
  const api = serverApi(context);
  const [seo, cases] = await Promise.all([
    seoOf(api, 'perform'),
    api.required<Page<Case>>(PublicCall.GET_CASE_LIST, { page, limit: CASE_PAGE_SIZE }),
  ]);
  if (page > pageCount(cases.total, CASE_PAGE_SIZE)) throw notAPage();
  return withHistoryGaps(api, {
    seo,
    page,
    total: cases.total,
    cases: await Promise.all(
      cases.list.map(async (item) => ({ ...item, content: await renderRichHtml(item.content, api.measureUploads) })),
    ),
  });
}

export default function Perform({ loaderData }: Route.ComponentProps) {
  const { cases, page, total } = loaderData;
  return (
    <>
      <PageHeading title="业绩展示" trail={[{ name: '业绩展示', path: '/perform' }]} />
      {cases.length === 0 && <p className="empty">暂无案例。</p>}
      <div className="case-list">
        {cases.map((item, index) => (
          <article key={item.id} className="case" id={`case-${item.id}`}>
            <Cover
              src={item.cover}
              alt={item.title}
              layout={IMAGE_LAYOUTS.caseCover}
              ratio="16 / 9"
              eager={index === 0}
            />
            <div className="case-body">
              <h2>{item.title}</h2>
              <p className="meta">
                {item.client && <span>客户：{item.client}</span>}
                {item.category && <span>{item.category}</span>}
              </p>
              {item.summary && <p className="lead">{item.summary}</p>}
              <RichContent html={item.content} />
            </div>
          </article>
        ))}
      </div>
      <Pagination
        page={page}
        pages={pageCount(total, CASE_PAGE_SIZE)}
        hrefOf={(target) => listPath('/perform', target)}
      />
    </>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData?.page ?? 1;
  return navPageMeta('perform', args, {
    path: listPath('/perform', page),
    subtitle: page > 1 ? `第 ${page} 页` : '',
  });
};
