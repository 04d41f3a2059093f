import type { RevisionFamily } from '@site/contract';

/** The back office resource → the revision family of its items (resources without one keep no revisions). */
export const FAMILY_OF_RESOURCE: Record<string, RevisionFamily> = {
  news: 'news',
  case: 'cases',
  img_list: 'images',
  history: 'history',
  about: 'page-texts',
  download: 'downloads',
  download_cate: 'download-cates',
  seo: 'seo',
  set: 'settings',
};

/** The resource whose screens edit items of `family`. */
export const RESOURCE_OF_FAMILY = Object.fromEntries(
  Object.entries(FAMILY_OF_RESOURCE).map(([resource, family]) => [family, resource]),
) as Record<RevisionFamily, string>;

/** Fields that hold rich HTML: compared rendered, not word by word. */
export const RICH_FIELDS = new Set(['content']);

/** Fields that hold a picture's address: compared as the pictures. */
export const IMAGE_FIELDS = new Set(['cover', 'image']);

/** Fields that hold a moment: shown in the admin's time zone. */
export const TIME_FIELDS = new Set(['publish_time']);

/** Fields shown as values side by side rather than word by word. */
export const WORD_DIFF_EXCLUDED = new Set([...RICH_FIELDS, ...IMAGE_FIELDS, ...TIME_FIELDS, 'status']);

/** Bookkeeping a comparison leaves out. */
export const HIDDEN_FIELDS = new Set(['id', 'lang', 'created_at', 'updated_at', 'version', 'views', 'download_count']);
