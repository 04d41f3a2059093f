/**
 * Previews of drafts and of the future (issue 21; docs/decisions/045-signed-previews.md): `adm/get_preview_link`
 * signs a grant, the public site takes it from its entry URL's query into a cookie, and its loaders hand it to every
 * public call in the `x-preview` header.
 */

/** The content families with items that can be out of public view (a status, a publish time). */
export const PREVIEW_FAMILIES = ['news', 'cases', 'images', 'downloads'] as const;
export type PreviewFamily = (typeof PREVIEW_FAMILIES)[number];

/** The query parameter of a preview link's entry URL. */
export const PREVIEW_QUERY_PARAM = 'preview';
/** `?preview=off` leaves preview mode. */
export const PREVIEW_OFF = 'off';
/** The cookie that keeps the grant while the admin browses (HttpOnly, Path=/). */
export const PREVIEW_COOKIE = 'site_preview';
/** Longest grant the server reads; anything longer is not a grant. */
export const PREVIEW_TOKEN_MAX_LENGTH = 512;

/** `adm/get_preview_link` asks for one item (`family`, `id`) or for the whole site at a time (`at`). */
export interface PreviewLinkQuery {
  family?: PreviewFamily;
  id?: number;
  at?: string;
}

export interface PreviewLink {
  /** At the server's SITE_URL when it has one (`https://www.example.cn/detail/1?preview=…`); root-relative without. */
  url: string;
  expires_at: string;
}

/**
 * Response header of a public call read under a time machine grant at a past moment: the revision families it read
 * whose history does not reach that moment (comma-separated), so that the page's banner can say some of it is shown
 * as it is now (docs/decisions/088-a-time-machine-from-the-revisions.md).
 */
export const TIME_MACHINE_INCOMPLETE_HEADER = 'x-time-machine-incomplete';

/** What a valid grant tells the public site (for its banner). */
export interface PreviewState {
  /** The time the site is shown at (time machine); absent: now. */
  at?: string;
  family?: PreviewFamily;
  id?: number;
  expires_at: string;
}
