import { PREVIEW_OFF, PREVIEW_QUERY_PARAM, type PreviewState } from '@site/contract';
import { formatDateTime } from '../lib/site';

/**
 * Above every page an admin previews: which time the site is shown at (time machine: the past as the revisions say,
 * the future as scheduled) or that unpublished content is shown, until when the link works, and the way out (the
 * server clears the preview cookie: `?preview=off`).
 */
export function PreviewBanner({ preview }: { preview: PreviewState }) {
  return (
    <aside className="preview-banner" aria-label="预览模式" data-testid="preview-banner">
      <p>
        <strong>{preview.at ? `时光机：${formatDateTime(preview.at)}（北京时间，UTC+8）` : '预览模式'}</strong>
        <span>
          {preview.at
            ? '正在浏览站点在这一时刻的样子：过去的时刻按历史版本显示，将来的时刻显示届时定时发布的内容。'
            : '本页显示尚未公开的内容，访客看不到。'}
        </span>
        <span>{`链接有效至 ${formatDateTime(preview.expires_at)}`}</span>
      </p>
      <a href={`?${PREVIEW_QUERY_PARAM}=${PREVIEW_OFF}`}>退出预览</a>
    </aside>
  );
}
