import { formatBytes, PublicCall, type DownloadGroup } from '@site/contract';
import { PageHeading } from '../components/PageHeading';
import { serverApi, withHistoryGaps } from '../lib/api.server';
import { navPageMeta } from '../lib/page-meta';
import { seoOf } from '../lib/page.server';
import { formatDate } from '../lib/site';
import { isStaticExport } from '../lib/static-export.server';
import { uncachedHeaders } from '../lib/uncached';
import type { Route } from './+types/download';

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const [seo, downloads] = await Promise.all([
    seoOf(api, 'download'),
    api.required<{ list: DownloadGroup[] }>(PublicCall.GET_DOWNLOAD),
  ]);
  // A static copy has no server to count a download and redirect: its links lead to the files themselves.
  return withHistoryGaps(api, {
    seo,
    groups: downloads.list.filter((group) => group.items.length > 0),
    counted: !isStaticExport(),
  });
}

export default function Download({ loaderData }: Route.ComponentProps) {
  const { groups, counted } = loaderData;
  return (
    <>
      <PageHeading title="下载中心" trail={[{ name: '下载中心', path: '/download' }]} />
      {groups.length === 0 && <p className="empty">暂无可下载的资料。</p>}
      {groups.map((group) => (
        <section key={group.cate.id} className="section" aria-labelledby={`cate-${group.cate.id}`}>
          <h2 id={`cate-${group.cate.id}`}>{group.cate.name}</h2>
          <ul className="download-list">
            {group.items.map((item) => (
              <li key={item.id} className="download">
                <div className="download-text">
                  <h3>{item.title}</h3>
                  {item.description && <p>{item.description}</p>}
                  <p className="meta">
                    <span>{item.file_name}</span>
                    <span>{formatBytes(item.file_size)}</span>
                    <span>{`更新于 ${formatDate(item.updated_at)}`}</span>
                    <span>{`下载 ${item.download_count} 次`}</span>
                  </p>
                </div>
                {/* Through this server, which counts the download and redirects to the file: works without JavaScript.
                    A static copy has no such server: there the link is the file. */}
                <a
                  className="button"
                  href={counted ? `/download/${item.id}` : item.file_url}
                  rel="nofollow"
                  aria-label={`下载 ${item.title}`}
                >
                  下载
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

// Download counts move with every download, with no save: the page is rendered afresh for each request.
export const headers = uncachedHeaders;

export const meta: Route.MetaFunction = (args) => navPageMeta('download', args);
