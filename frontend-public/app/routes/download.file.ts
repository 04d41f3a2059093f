import { siteOf } from '../load-context';
import { PublicCall, type DownloadGroup } from '@site/contract';
import { data, redirect } from 'react-router';
import { serverApi } from '../lib/api.server';
import type { Route } from './+types/download.file';

/** `/download/{id}`: counts one download of a visible file (`count_download`), then sends the visitor to it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const id = Number(params.id);
  const { list } = await api.required<{ list: DownloadGroup[] }>(PublicCall.GET_DOWNLOAD);
  const file = list.flatMap((group) => group.items).find((item) => item.id === id);
  if (!/^[1-9]\d*$/.test(params.id) || !file) throw data('文件不存在', { status: 404 });
  // A failed count never stands between the visitor and the file; an admin's preview counts nothing.
  if (!siteOf(context).preview) await api.callOr(null, PublicCall.COUNT_DOWNLOAD, { id });
  return redirect(file.file_url, { headers: { 'Cache-Control': 'no-store' } });
}
