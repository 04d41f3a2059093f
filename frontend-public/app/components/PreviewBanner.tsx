import {
  PREVIEW_OFF,
  PREVIEW_QUERY_PARAM,
  SITE_TIME_ZONE_NAME,
  siteWallTime,
  type PreviewState,
  type RevisionFamily,
} from '@site/contract';
import { useMatches } from 'react-router';
import { formatDateTime } from '../lib/site';

/** The content families as visitors know them, for the banner's note on missing history. */
const FAMILY_NAMES: Record<RevisionFamily, string> = {
  news: '新闻',
  cases: '案例',
  images: '图片',
  history: '发展历程',
  'page-texts': '页面文字',
  downloads: '下载',
  'download-cates': '下载分类',
  seo: 'SEO',
  settings: '网站设置',
};

/** The families this page's loaders were answered "as now" for under the time machine (api.server.ts withHistoryGaps). */
function useTimeMachineGaps(): string[] {
  const gaps = useMatches().flatMap(
    (match) => (match.loaderData as { timeMachineGaps?: string[] })?.timeMachineGaps ?? [],
  );
  return [...new Set(gaps)].map((family) => FAMILY_NAMES[family as RevisionFamily] ?? family);
}

/**
 * Above every page an admin previews: which time the site is shown at (time machine: the past as the revisions say,
 * the future as scheduled) or that unpublished content is shown, what of this page has no history that far back, until
 * when the link works, and the way out (the server clears the preview cookie: `?preview=off`).
 */
export function PreviewBanner({ preview }: { preview: PreviewState }) {
  const gaps = useTimeMachineGaps();
  return (
    <aside className="preview-banner" aria-label="预览模式" data-testid="preview-banner">
      <p>
        <strong>
          {preview.at
            ? `时光机：${formatDateTime(preview.at)}（${SITE_TIME_ZONE_NAME}，UTC${siteWallTime(preview.at)?.offset}）`
            : '预览模式'}
        </strong>
        <span>
          {preview.at
            ? '正在浏览站点在这一时刻的样子：过去的时刻按历史版本显示，将来的时刻显示届时定时发布的内容。'
            : '本页显示尚未公开的内容，访客看不到。'}
        </span>
        {gaps.length > 0 && (
          <span role="note" data-testid="time-machine-gaps">
            {`注意：本页的${gaps.join('、')}没有保存到那一时刻的历史版本（早于保留期限或启用历史版本之前），显示的是现在的样子。`}
          </span>
        )}
        <span>{`链接有效至 ${formatDateTime(preview.expires_at)}`}</span>
      </p>
      <a href={`?${PREVIEW_QUERY_PARAM}=${PREVIEW_OFF}`}>退出预览</a>
    </aside>
  );
}
