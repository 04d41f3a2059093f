/**
 * The query parameters public pages read (frontend-public: `?q=` the keyword search, `?page=` and `?category=` the
 * old list addresses answered with a 301). The server renders and caches a page by its path and these alone, so
 * any other parameter neither changes a page nor forces a render. A page reading a new one adds it here.
 */
export const PAGE_QUERY_PARAMS = ['q', 'page', 'category'] as const;

export type PageQueryParam = (typeof PAGE_QUERY_PARAMS)[number];
