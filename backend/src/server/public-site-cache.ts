import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { NoncedBody } from './public-site-nonce';

/** Where the rendered-page cache learns that content changed: ContentVersion.current() in the server. */
export type ContentVersionSource = () => Promise<string>;

/**
 * A finished response of the public site, as sent but for the CSP nonce each response writes into it (the body is
 * buffered: pages render whole, never streamed).
 */
export interface RenderedPage {
  status: number;
  headers: Array<[string, string]>;
  body: NoncedBody;
  etag: string;
  /**
   * Rendered while an API call failed (defaults in place of settings or SEO, or the 503 page): never kept, sent
   * `no-store` without an ETag, so the next request renders again and gets the data once the API answers.
   */
  degraded?: boolean;
}

interface Entry {
  version: string;
  page: RenderedPage;
}

/** Statuses worth keeping: a page and a not-found page. Errors (503 while the API is down) and redirects are not. */
const CACHEABLE_STATUS = new Set([200, 404]);

/** Stands for the nonce in the ETag's hash: the same on every process and after restarts, unlike the render's slot. */
const NONCE_MARK = '\0nonce\0';

/**
 * The ETag of the page's bytes but its nonces: the same page under a new content version keeps its ETag, so 304s
 * survive saves elsewhere. Weak (RFC 9110, 8.8.1): responses differ in the nonce, and in their encoding.
 */
export function etagOf(body: NoncedBody): string {
  const hash = createHash('sha1');
  body.parts.forEach((part, index) => (index ? hash.update(NONCE_MARK).update(part) : hash.update(part)));
  return `W/"${hash.digest('base64url')}"`;
}

/** `If-None-Match` (one tag, a list, or `*`) against the page's ETag; weak comparison, as RFC 9110 wants for GET. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

export function isCacheable(page: Pick<RenderedPage, 'status' | 'headers' | 'degraded'>): boolean {
  if (page.degraded || !CACHEABLE_STATUS.has(page.status)) return false;
  return !page.headers.some(
    ([name, value]) => name === 'set-cookie' || (name === 'cache-control' && /no-store|private/.test(value)),
  );
}

/**
 * Rendered pages by request key, each valid for exactly one content version: a lookup under any other version
 * is a miss, so an admin's save shows on the very next request, on every process. Least recently used entries
 * go first once `maxEntries` or `maxBytes` is reached (search queries make keys without bound).
 */
export class PageCache {
  private readonly entries: LRUCache<string, Entry>;

  constructor(maxEntries = 2000, maxBytes = 64 * 1024 * 1024) {
    this.entries = new LRUCache({
      max: maxEntries,
      maxSize: maxBytes,
      sizeCalculation: (entry) => entry.page.body.length || 1,
    });
  }

  get(key: string, version: string): RenderedPage | undefined {
    const entry = this.entries.get(key);
    return entry?.version === version ? entry.page : undefined;
  }

  /**
   * The page last kept for `key`, of whatever content version: what is answered, marked stale, while the database is
   * down. Another version's page stays until its key is rendered again or it is evicted, for this.
   */
  last(key: string): RenderedPage | undefined {
    return this.entries.peek(key)?.page;
  }

  set(key: string, version: string, page: RenderedPage): void {
    this.entries.set(key, { version, page });
  }

  get size(): number {
    return this.entries.size;
  }
}
