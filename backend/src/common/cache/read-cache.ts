import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { Metrics } from '../metrics/metrics';
import { ContentVersion } from './content-version';

/**
 * Where an answer is kept. Details get a segment of their own: readers walking every item (crawlers) fill it with
 * entries read once, and must not evict the lists and pages everyone reads.
 */
export type ReadSegment = 'lists' | 'details';

/** Each segment is bounded by entries and by the JSON size of its values, so memory stays flat whatever is read. */
const BOUNDS: Record<ReadSegment, { max: number; maxSize: number }> = {
  lists: { max: 5_000, maxSize: 16 * 1024 * 1024 },
  details: { max: 2_000, maxSize: 16 * 1024 * 1024 },
};

interface Entry {
  /** The content stamp the value was loaded under (see ContentVersion). */
  stamp: string;
  value: unknown;
}

/**
 * Public reads kept per content stamp (see ContentVersion): an entry answers only while the stamp it was loaded under
 * is current, so a save on any process, or a scheduled item going live, is seen by the very next read. The stamp is
 * read before the data, so a value can only ever be filed under a stamp older than its data. Concurrent misses of one
 * key share one load. An entry of an older stamp stays until its key is loaded again or it is evicted: the last value
 * known for a key, should a read whose load fails want to answer with it.
 *
 * Counters that move without a save (views, downloads) must not be answered from here: services merge them in after
 * the cached read (see CounterColumn).
 */
@Injectable()
export class ReadCache {
  private readonly segments = {
    lists: ReadCache.segment('lists'),
    details: ReadCache.segment('details'),
  };
  private readonly loading = new Map<string, Promise<unknown>>();

  constructor(
    private readonly version: ContentVersion,
    private readonly metrics: Metrics,
  ) {}

  private static segment(name: ReadSegment) {
    return new LRUCache<string, Entry>({
      ...BOUNDS[name],
      sizeCalculation: (entry, key) => key.length + (JSON.stringify(entry.value)?.length ?? 4),
    });
  }

  /** The value of `key` under the current content stamp, loaded once by `load` when missing. */
  async through<T>(key: string, load: () => Promise<T>, segment: ReadSegment = 'lists'): Promise<T> {
    const stamp = await this.version.current();
    const entries = this.segments[segment];
    const hit = entries.get(key);
    if (hit?.stamp === stamp) {
      this.metrics.readCache.inc({ segment, result: 'hit' });
      return hit.value as T;
    }
    this.metrics.readCache.inc({ segment, result: 'miss' });
    const loadKey = `${segment}|${stamp}|${key}`;
    let pending = this.loading.get(loadKey) as Promise<T> | undefined;
    if (!pending) {
      pending = load()
        .then((value) => {
          // Filed under the stamp read before loading: should a newer stamp's value be here already, the next read
          // merely loads again.
          entries.set(key, { stamp, value });
          return value;
        })
        .finally(() => this.loading.delete(loadKey));
      this.loading.set(loadKey, pending);
    }
    return pending;
  }
}
