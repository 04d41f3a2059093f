/** Call names: `POST /api/<name>` for public calls, `POST /api/adm/<name>` for admin calls. */
export const PublicCall = {
  GET_IMG_LIST: 'get_img_list',
  GET_HISTORY: 'get_history',
  GET_NEWS_LIST: 'get_news_list',
  GET_NEWS_DETAIL: 'get_news_detail',
  GET_CASE_LIST: 'get_case_list',
  GET_PAGE_TEXT: 'get_page_text',
  GET_DOWNLOAD: 'get_download',
  GET_SEO_DETAIL: 'get_seo_detail',
  GET_SET_DETAIL: 'get_set_detail',
  /** Extension of the contract: counts one download of a visible file (the site calls it on click). */
  COUNT_DOWNLOAD: 'count_download',
  /** Extension of the contract: the sizes of uploaded pictures, so the site reserves their boxes (one call a page). */
  GET_IMAGE_SIZES: 'get_image_sizes',
  /** Extension of the contract: the content languages the site serves (`lang` values) and its default. */
  GET_SITE_INFO: 'get_site_info',
} as const;

export const AdminCall = {
  LOGIN: 'login',
  GET_ADM_INFO: 'get_adm_info',
  LOGOUT: 'logout',
  MODIFY_PWD: 'modify_pwd',
  /** Two-factor sign-in and sessions (issue 21). */
  LOGIN_TOTP: 'login_totp',
  TOTP_SETUP: 'totp_setup',
  TOTP_ENABLE: 'totp_enable',
  TOTP_DISABLE: 'totp_disable',
  RESET_ADMIN_TOTP: 'reset_admin_totp',
  GET_AUTH_POLICY: 'get_auth_policy',
  SAVE_AUTH_POLICY: 'save_auth_policy',
  GET_SESSION_LIST: 'get_session_list',
  REVOKE_SESSION: 'revoke_session',
  GET_ADMIN_LIST: 'get_admin_list',
  SAVE_ADMIN: 'save_admin',
  CHANGE_ADMIN_STATUS: 'change_admin_status',
  UPLOAD_PIC: 'upload_pic',
  UPLOAD_MULTI_INIT: 'upload_multi_init',
  UPLOAD_MULTI_PART: 'upload_multi_part',
  UPLOAD_MULTI_FINISH: 'upload_multi_finish',
  GET_IMG_LIST: 'get_img_list',
  SAVE_IMG: 'save_img',
  DEL_IMG: 'del_img',
  CHANGE_IMG_STATUS: 'change_img_status',
  GET_HISTORY_LIST: 'get_history_list',
  SAVE_HISTORY: 'save_history',
  DEL_HISTORY: 'del_history',
  GET_NEWS_LIST: 'get_news_list',
  SAVE_NEWS: 'save_news',
  DEL_NEWS: 'del_news',
  GET_CASE_LIST: 'get_case_list',
  SAVE_CASE: 'save_case',
  DEL_CASE: 'del_case',
  GET_PAGE_TEXT_LIST: 'get_page_text_list',
  SAVE_PAGE_TEXT: 'save_page_text',
  DEL_PAGE_TEXT: 'del_page_text',
  GET_DOWNLOAD_LIST: 'get_download_list',
  SAVE_DOWNLOAD: 'save_download',
  DEL_DOWNLOAD: 'del_download',
  GET_DOWNLOAD_CATE_LIST: 'get_download_cate_list',
  SAVE_DOWNLOAD_CATE: 'save_download_cate',
  DEL_DOWNLOAD_CATE: 'del_download_cate',
  GET_SEO_LIST: 'get_seo_list',
  SAVE_SEO: 'save_seo',
  DEL_SEO: 'del_seo',
  GET_SET_LIST: 'get_set_list',
  SAVE_SET: 'save_set',
  /** Extension of the contract (super admins only). */
  DEL_SET: 'del_set',
  GET_DANMAKU_LIST: 'get_danmaku_list',
  GET_VIDEO_LIST: 'get_video_list',
  DEL_DANMAKU: 'del_danmaku',
  /** Extension of the contract: the media library (every uploaded file, newest first). */
  GET_MEDIA_LIST: 'get_media_list',
  /** Extension of the contract (issue 21): the audit log, super admins only. */
  GET_AUDIT_LIST: 'get_audit_list',
  /** Extension of the contract (issue 21): revisions of every content family, and restoring one. */
  GET_REVISION_LIST: 'get_revision_list',
  GET_REVISION: 'get_revision',
  RESTORE_REVISION: 'restore_revision',
  /** Extension of the contract (issue 21): deleted items whose last revision can bring them back. */
  GET_DELETED_LIST: 'get_deleted_list',
  /** Extension of the contract (issue 21): where an uploaded file is used, and deleting an unused one. */
  GET_MEDIA_USAGE: 'get_media_usage',
  DEL_MEDIA: 'del_media',
  /** Extension of the contract (issue 33): a picture's description in the media library. */
  SAVE_MEDIA_ALT: 'save_media_alt',
  /** Extension of the contract: a signed link to a draft or scheduled item, or to the site at a future time. */
  GET_PREVIEW_LINK: 'get_preview_link',
  /** Extension of the contract (super admins only): backups of the whole site, downloaded through a signed link. */
  START_BACKUP: 'start_backup',
  GET_BACKUP_LIST: 'get_backup_list',
  GET_BACKUP_LINK: 'get_backup_link',
  DEL_BACKUP: 'del_backup',
  GET_BACKUP_STATUS: 'get_backup_status',
  /** Extension of the contract (issue 23, super admins only): API keys for scripts. */
  GET_API_KEY_LIST: 'get_api_key_list',
  SAVE_API_KEY: 'save_api_key',
  REVOKE_API_KEY: 'revoke_api_key',
  /** Extension of the contract (issue 36): the news pages pushed to Baidu (BAIDU_PUSH_TOKEN) and how each went. */
  GET_BAIDU_PUSH_LIST: 'get_baidu_push_list',
  /** Extension of the contract (issue 33): the categories in use, for the editor's category picker. */
  GET_NEWS_CATEGORY_LIST: 'get_news_category_list',
  GET_CASE_CATEGORY_LIST: 'get_case_category_list',
  /** Extension of the contract (issue 35, super admins only): webhooks, their deliveries, a test and a resend. */
  GET_WEBHOOK_LIST: 'get_webhook_list',
  SAVE_WEBHOOK: 'save_webhook',
  DEL_WEBHOOK: 'del_webhook',
  TEST_WEBHOOK: 'test_webhook',
  GET_WEBHOOK_DELIVERY_LIST: 'get_webhook_delivery_list',
  RESEND_WEBHOOK_DELIVERY: 'resend_webhook_delivery',
} as const;

export type PublicCallName = (typeof PublicCall)[keyof typeof PublicCall];
export type AdminCallName = (typeof AdminCall)[keyof typeof AdminCall];

export const API_PREFIX = '/api';
export const ADMIN_PREFIX = '/api/adm';
export const DANMAKU_API_PATH = '/api/danmaku/';
