import { Injectable } from '@nestjs/common';
import { TIME_MACHINE_INCOMPLETE_HEADER } from '@site/contract';
import { type Load, ReadCache, type Read, type ReadSegment, loadUnkept } from '../../common/cache/read-cache';
import type { PublicContext } from './public-context';
import { TimeMachine } from './time-machine';

/**
 * Where a public read goes, chosen once by its call: live, through the read cache (its stamp seen, answered stale
 * while the database is away); a preview's, on the primary, neither answered from nor kept in the cache; at a past
 * moment, from the revisions (TimeMachine), its answer naming the families whose history stops short of it. The
 * service hands its load down as a function; what the read saw comes back with the value (see Read).
 */
@Injectable()
export class PublicReads {
  constructor(
    private readonly cache: ReadCache,
    private readonly timeMachine: TimeMachine,
  ) {}

  async read<T>(call: PublicContext, key: string, load: Load<T>, segment: ReadSegment = 'lists'): Promise<Read<T>> {
    const at = call.grant?.at;
    if (at && this.timeMachine.isPast(at)) {
      const { value, incomplete } = await this.timeMachine.read(at, (db) => loadUnkept(load, db));
      if (incomplete.length) call.answer.setHeader(TIME_MACHINE_INCOMPLETE_HEADER, incomplete.join(','));
      return { value, seen: null, stale: false };
    }
    if (call.isPreview) return { value: await this.cache.uncached(load), seen: null, stale: false };
    return this.cache.read(key, load, segment, call.answer);
  }

  /** The value of `read`, for reads whose answer carries no counts (see StoredCounts). */
  async value<T>(call: PublicContext, key: string, load: Load<T>, segment: ReadSegment = 'lists'): Promise<T> {
    return (await this.read(call, key, load, segment)).value;
  }
}
