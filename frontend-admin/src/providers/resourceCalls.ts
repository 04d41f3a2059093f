import { AdminCall, type AdminCallName } from '@site/contract';

/** The contract calls behind one react-admin resource (the resource name is the route under /adm/). */
export interface ResourceCalls {
  list: AdminCallName;
  save?: AdminCallName;
  del?: AdminCallName;
  /** `{ id, status }` call, used instead of `save` when only the status changes. */
  status?: AdminCallName;
  /** The list call answers in one order of its own (newest first) and takes no `sort`/`order`. */
  fixedOrder?: true;
}

/** Every resource of the back office → its calls. The dataProvider reads nothing else. */
export const RESOURCE_CALLS = {
  news: { list: AdminCall.GET_NEWS_LIST, save: AdminCall.SAVE_NEWS, del: AdminCall.DEL_NEWS },
  case: { list: AdminCall.GET_CASE_LIST, save: AdminCall.SAVE_CASE, del: AdminCall.DEL_CASE },
  img_list: {
    list: AdminCall.GET_IMG_LIST,
    save: AdminCall.SAVE_IMG,
    del: AdminCall.DEL_IMG,
    status: AdminCall.CHANGE_IMG_STATUS,
  },
  history: { list: AdminCall.GET_HISTORY_LIST, save: AdminCall.SAVE_HISTORY, del: AdminCall.DEL_HISTORY },
  about: { list: AdminCall.GET_PAGE_TEXT_LIST, save: AdminCall.SAVE_PAGE_TEXT, del: AdminCall.DEL_PAGE_TEXT },
  download: { list: AdminCall.GET_DOWNLOAD_LIST, save: AdminCall.SAVE_DOWNLOAD, del: AdminCall.DEL_DOWNLOAD },
  download_cate: {
    list: AdminCall.GET_DOWNLOAD_CATE_LIST,
    save: AdminCall.SAVE_DOWNLOAD_CATE,
    del: AdminCall.DEL_DOWNLOAD_CATE,
  },
  seo: { list: AdminCall.GET_SEO_LIST, save: AdminCall.SAVE_SEO, del: AdminCall.DEL_SEO },
  set: { list: AdminCall.GET_SET_LIST, save: AdminCall.SAVE_SET, del: AdminCall.DEL_SET },
  admin: { list: AdminCall.GET_ADMIN_LIST, save: AdminCall.SAVE_ADMIN, status: AdminCall.CHANGE_ADMIN_STATUS },
  plugin: { list: AdminCall.GET_DANMAKU_LIST, del: AdminCall.DEL_DANMAKU },
  media: { list: AdminCall.GET_MEDIA_LIST },
  audit: { list: AdminCall.GET_AUDIT_LIST, fixedOrder: true },
  deleted: { list: AdminCall.GET_DELETED_LIST, fixedOrder: true },
  backups: { list: AdminCall.GET_BACKUP_LIST },
  api_keys: { list: AdminCall.GET_API_KEY_LIST },
  webhooks: { list: AdminCall.GET_WEBHOOK_LIST },
} satisfies Record<string, ResourceCalls>;

export type ResourceName = keyof typeof RESOURCE_CALLS;

/**
 * Resources the `editor` role may not use (the server answers 403): admin accounts, site settings, audit, backups,
 * API keys, webhooks.
 */
export const SUPER_ONLY_RESOURCES: readonly string[] = ['admin', 'set', 'audit', 'backups', 'api_keys', 'webhooks'];
