import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ReplicaReads } from '../database/replica-reads';
import { isDatabaseUnavailable } from '../faults/database-unavailable';
import { Metrics } from '../metrics/metrics';
import { ContentVersion, Stamped } from './content-version';
import { type AnswerHeaders, markStale } from './stale-answers';

/**
 * Where an answer is kept. Details get a segment of their own: readers walking every item (crawlers) fill it with
 * entries read once, and must not evict the lists and pages everyone reads.
 */
export type ReadSegment = 'lists' | 'details';

/**
 * Each segment is bounded by entries and by bytes (READ_CACHE_SEGMENT_LIMIT, the UTF-8 size of its keys and of its
 * values' JSON), so memory stays flat whatever is read: a few large answers evict as many small ones as they weigh.
 */
const MAX_ENTRIES: Record<ReadSegment, number> = { lists: 5_000, details: 2_000 };

/** What an entry weighs against its segment's byte bound. */
export const entryBytes = (key: string, value: unknown): number =>
  Buffer.byteLength(key) + Buffer.byteLength(JSON.stringify(value) ?? 'null');

/**
 * A value a load needs besides its own, kept beside it under the same content stamp and loaded, when missing, with
 * the load's own manager (a list's total, counted once per stamp whichever page is read): not a second read.
 */
export type Kept = <V>(key: string, load: (manager: EntityManager) => Promise<V>) => Promise<V>;

/** Reads a value with `manager`; what it keeps beside it, through `kept`. */
export type Load<T> = (manager: EntityManager, kept: Kept) => Promise<T>;

/**
 * A value read, and what the read saw: the state of the database it was answered under (null when the cache was not
 * asked, e.g. a preview, or when answered stale), and whether it was answered stale. Counters read after it are as
 * fresh as a read of their own under `seen` (see StoredCounts).
 */
export interface Read<T> {
  value: T;
  seen: Stamped | null;
  stale: boolean;
}

/** `kept` for a load not kept anywhere (previews, the time machine): each value loaded with the load's manager. */
export const keptNowhere =
  (manager: EntityManager): Kept =>
  (_key, load) =>
    load(manager);

/** `load` on `manager`, keeping nothing. */
export const loadUnkept = <T>(load: Load<T>, manager: EntityManager): Promise<T> => load(manager, keptNowhere(manager));

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
 * known for a key. While the database cannot be reached (the stamp or the load fails with a database-unavailable
 * error), a public call is answered with that value, its answer marked stale (see markStale); without one, the error
 * goes on to become the 503.
 *
 * A load reads with the manager it is given: in a public call, a read replica's that has caught up with the stamp's
 * counter (or the primary's: see ReplicaReads); outside one (admin calls, jobs), the primary's.
 *
 * Counters that move without a save (views, downloads) must not be answered from here: services merge them in after
 * the cached read (see StoredCounts).
 */
@Injectable()
export class ReadCache {
  private readonly segments: Record<ReadSegment, LRUCache<string, Entry>>;
  private readonly loading = new Map<string, Promise<unknown>>();
  /** The lookup counters of each segment and result, bound once: no label object to hash on every read. */
  private readonly lookups: Record<ReadSegment, Record<'hit' | 'miss', { inc(): void }>>;

  constructor(
    private readonly version: ContentVersion,
    metrics: Metrics,
    private readonly replicas: ReplicaReads,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'readCacheSegmentBytes'>,
  ) {
    const segment = (name: ReadSegment) =>
      new LRUCache<string, Entry>({
        max: MAX_ENTRIES[name],
        maxSize: config.readCacheSegmentBytes,
        sizeCalculation: (entry, key) => entryBytes(key, entry.value),
      });
    this.segments = { lists: segment('lists'), details: segment('details') };
    const lookupsOf = (segment: ReadSegment) => ({
      hit: metrics.readCache.labels(segment, 'hit'),
      miss: metrics.readCache.labels(segment, 'miss'),
    });
    this.lookups = { lists: lookupsOf('lists'), details: lookupsOf('details') };
  }

  /**
   * The value of `key` under the current content stamp, loaded once by `load` when missing, outside a public call
   * (admin calls, jobs): read on the primary, never answered stale.
   */
  async through<T>(key: string, load: Load<T>, segment: ReadSegment = 'lists'): Promise<T> {
    return (await this.read(key, load, segment, null)).value;
  }

  /**
   * `through` for a public call whose answer's headers go to `answer` (null: outside one), with what the read saw (see
   * Read). Public reads come here through PublicReads, which chooses between this, a preview and the time machine.
   */
  async read<T>(key: string, load: Load<T>, segment: ReadSegment, answer: AnswerHeaders | null): Promise<Read<T>> {
    const entries = this.segments[segment];
    try {
      return await this.current(entries, key, load, segment, answer !== null);
    } catch (error) {
      // peek: an answer given only because the database is away must not keep the entry from being evicted.
      const last = entries.peek(key);
      if (!last || !answer || !isDatabaseUnavailable(error)) throw error;
      markStale(answer);
      return { value: last.value as T, seen: null, stale: true };
    }
  }

  /**
   * `load` neither answered from nor kept in the cache (an admin's preview), read on the primary: it has every save,
   * the draft just written included.
   */
  uncached<T>(load: Load<T>): Promise<T> {
    return this.replicas.primary((manager) => loadUnkept(load, manager));
  }

  private async current<T>(
    entries: LRUCache<string, Entry>,
    key: string,
    load: Load<T>,
    segment: ReadSegment,
    publicCall: boolean,
  ): Promise<Read<T>> {
    const seen = await this.version.stamped();
    const { stamp, counter } = seen;
    const hit = entries.get(key);
    if (hit?.stamp === stamp) {
      this.lookups[segment].hit.inc();
      return { value: hit.value as T, seen, stale: false };
    }
    this.lookups[segment].miss.inc();
    const run = (manager: EntityManager) =>
      load(manager, (keptKey, keptLoad) => {
        const kept = entries.get(keptKey);
        if (kept?.stamp === stamp) {
          this.lookups[segment].hit.inc();
          return Promise.resolve(kept.value as never);
        }
        this.lookups[segment].miss.inc();
        return this.loadOnce(entries, segment, stamp, keptKey, () => keptLoad(manager));
      });
    const value = await this.loadOnce(entries, segment, stamp, key, () =>
      publicCall ? this.replicas.read(counter, run) : this.replicas.primary(run),
    );
    return { value, seen, stale: false };
  }

  /** `load`, filed under `key` at `stamp` once done; concurrent misses of one key and stamp share it. */
  private loadOnce<T>(
    entries: LRUCache<string, Entry>,
    segment: ReadSegment,
    stamp: string,
    key: string,
    load: () => Promise<T>,
  ): Promise<T> {
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
