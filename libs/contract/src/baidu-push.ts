/** Extension of the contract (issue 36): Baidu's active push of the site's new and changed news pages. */

/** Where a page stands: waiting (a first try or a retry), accepted by Baidu, or given up on. */
export const BAIDU_PUSH_STATES = ['pending', 'sent', 'failed'] as const;
export type BaiduPushState = (typeof BAIDU_PUSH_STATES)[number];

/** One page address in `adm/get_baidu_push_list`, newest change first. */
export interface BaiduPushItem {
  id: number;
  url: string;
  state: BaiduPushState;
  /** Tries so far; a retry waits longer each time, for up to a day after the page changed. */
  attempts: number;
  /** The next try of a pending page. */
  next_attempt_at: string | null;
  /** When Baidu accepted it. */
  pushed_at: string | null;
  /** What Baidu (or the network) answered last, in Chinese, e.g. `成功，今日还可推送 2998 条`. */
  answer: string;
  /** When the page last changed or went live (what the push announces). */
  changed_at: string;
}

/** `adm/get_baidu_push_list`: a page of pushes, and whether the server pushes at all (BAIDU_PUSH_TOKEN and SITE_URL). */
export interface BaiduPushList {
  list: BaiduPushItem[];
  total: number;
  configured: boolean;
}
