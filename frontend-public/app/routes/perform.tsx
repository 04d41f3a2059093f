import { PublicCall, type Case, type Page } from '@site/contract';
import { Cover } from '../components/Cover';
import { PageHeading } from '../components/PageHeading';
import { Pagination } from '../components/Pagination';
import { RichContent } from '../components/RichContent';
import { serverApi } from '../lib/api.server';
import { navPageMeta } from '../lib/page-meta';
import { seoOf } from '../lib/page.server';
import { pageParam } from '../lib/query';
import { renderRichHtml } from '../lib/rich.server';
import type { Route } from './+types/perform';

const CASE_PAGE_SIZE = 10;

export async function loader({ url, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const page = pageParam(url.searchParams);
  const [seo, cases] = await Promise.all([
    seoOf(api, 'perform'),
    api.required<Page<Case>>(PublicCall.GET_CASE_LIST, { page, limit: CASE_PAGE_SIZE }),
  ]);
  return {
    seo,
    page,
    total: cases.total,
    cases: await Promise.all(
      cases.list.map(async (item) => ({ ...item, content: await renderRichHtml(item.content, api.measureUpload) })),
    ),
  };
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
            <Cover src={item.cover} alt={item.title} ratio="16 / 9" eager={index === 0} />
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
      <Pagination page={page} pages={Math.ceil(total / CASE_PAGE_SIZE)} search={new URLSearchParams()} />
    </>
  );
}

export const meta: Route.MetaFunction = (args) => navPageMeta('perform', args);
