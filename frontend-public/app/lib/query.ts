import type { PageQueryParam } from '@site/contract';

/** `?page=` as a page number: anything but a positive integer is the first page. */
export function pageParam(search: URLSearchParams): number {
  const raw = search.get('page') ?? '';
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}

/**
 * A text parameter, trimmed and bounded (it goes into an API call and into the page). Only the parameters the server
 * renders pages by (PAGE_QUERY_PARAMS): it drops any other before rendering.
 */
export function textParam(search: URLSearchParams, name: PageQueryParam, max = 50): string {
  return (search.get(name) ?? '').trim().slice(0, max);
}
