/**
 * Paginated lists live in the path, never in the query: `/news/page/2`, `/news/category/公司新闻`,
 * `/news/category/公司新闻/page/2`, `/perform/page/2`. A static copy of the site (npm run export) has a file for
 * each of them, which a file host finds; a query string it would ignore (decision 011). Only the keyword search
 * stays a query (`?q=`): it cannot be prerendered.
 */

export const NEWS_PAGE_SIZE = 10;
export const CASE_PAGE_SIZE = 10;
/** Longest category name (the API's limit for a news category). */
export const CATEGORY_MAX = 64;

/** The number of pages of a list; an empty list still has its first page. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * A `page/{n}` segment as a page number: absent is page 1; a positive integer without leading zeros is that page;
 * anything else is no page at all (null: a 404 for the route).
 */
export function pageSegment(raw: string | undefined): number | null {
  if (raw === undefined) return 1;
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null;
}

/** `/perform`, `/perform/page/2`: page 1 is the list's own address. */
export function listPath(base: string, page = 1): string {
  return page > 1 ? `${base}/page/${page}` : base;
}

/** The news list of one category (all of them when empty) at one page, as the links and the sitemap write it. */
export function newsListPath({ category = '', page = 1 }: { category?: string; page?: number } = {}): string {
  return listPath(category ? `/news/category/${encodeURIComponent(category)}` : '/news', page);
}

/** A path with the keyword search, when there is one. */
export function withSearch(path: string, q: string): string {
  return q ? `${path}?${new URLSearchParams({ q })}` : path;
}
