import { AdminCall, type PreviewFamily, type PreviewLink, type PreviewLinkQuery } from '@site/contract';
import type { ApiClient } from '../api/client';

/** The back office's resources whose items can be out of public view, and their family in `adm/get_preview_link`. */
const FAMILY_OF_RESOURCE: Record<string, PreviewFamily> = {
  news: 'news',
  case: 'cases',
  img_list: 'images',
  download: 'downloads',
};

export const previewFamilyOf = (resource: string | undefined): PreviewFamily | undefined =>
  resource ? FAMILY_OF_RESOURCE[resource] : undefined;

export interface PreviewableRecord {
  status?: number;
  publish_time?: string;
}

/** Whether visitors cannot see the item now: hidden (status 0), or scheduled (a publish time still ahead). */
export function isOutOfPublicView(record: PreviewableRecord, now: Date = new Date()): boolean {
  if (record.status !== 1) return true;
  return record.publish_time !== undefined && Date.parse(record.publish_time) > now.getTime();
}

/**
 * Asks for a signed link and opens it in a new tab. The tab is opened before the call, while the click still counts
 * as the admin's own gesture (a tab opened after an `await` is blocked as a pop-up), and pointed at the link after.
 */
export async function openPreview(api: ApiClient, query: PreviewLinkQuery): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { url } = await api.call<PreviewLink>(AdminCall.GET_PREVIEW_LINK, query);
    const address = new URL(url, window.location.origin).href;
    if (tab) {
      tab.opener = null;
      tab.location.href = address;
    } else {
      window.location.assign(address);
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
