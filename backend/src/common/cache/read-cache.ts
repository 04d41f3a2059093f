import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { ContentVersion } from './content-version';

/** How long an answer may be reused when only counters (views, downloads) changed: they move without a save. */
export const COUNTER_STALENESS_MS = 2_000;

/**
 * Cached answers (serialised envelopes, or values of the services) are bounded by their size in bytes or JSON
 * characters (and count), so memory stays flat however many pages are read.
 */
const MAX_CACHED_CHARS = 16 * 1024 * 1024;
const MAX_ENTRIES = 5_000;

interface Entry {
  value: unknown;
}

/**
 * Answers of public reads kept per content stamp (see ContentVersion): an entry is used only while the stamp it was
 * computed under is current, so a save on any process, or a scheduled item going live, is seen by the very next read.
 * The stamp is read before the data, so an answer can only ever be filed under a stamp older than its data.
 * Concurrent misses of one key share one computation.
 */
@Injectable()
export class ReadCache {
  private readonly entries = new LRUCache<string, Entry>({
    max: MAX_ENTRIES,
    maxSize: MAX_CACHED_CHARS,
    sizeCalculation: (entry, key) =>
      key.length + (Buffer.isBuffer(entry.value) ? entry.value.byteLength : (JSON.stringify(entry.value)?.length ?? 4)),
  });
  private readonly computing = new Map<string, Promise<unknown>>();
  private stamp = '';

  constructor(private readonly version: ContentVersion) {}

  /** The answer for `key` under the current content stamp, computed once by `compute` when missing. */
  async remember<T>(key: string, compute: () => Promise<T>, ttlMs?: number): Promise<T> {
    const stamp = await this.version.current();
    if (stamp !== this.stamp) {
      // Entries of older stamps can never be used again: free them at once.
      this.stamp = stamp;
      this.entries.clear();
    }
    const fullKey = `${stamp}|${key}`;
    const hit = this.entries.get(fullKey);
    if (hit) return hit.value as T;
    let pending = this.computing.get(fullKey) as Promise<T> | undefined;
    if (!pending) {
      pending = compute()
        .then((value) => {
          if (this.stamp === stamp) this.entries.set(fullKey, { value }, { ttl: ttlMs });
          return value;
        })
        .finally(() => this.computing.delete(fullKey));
      this.computing.set(fullKey, pending);
    }
    return pending;
  }
}
