import { ExecutionContext, Injectable, PipeTransform, createParamDecorator } from '@nestjs/common';
import { Header, type PreviewFamily } from '@site/contract';
import type { AppRequest } from '../http/request-context';
import type { Stamped } from '../cache/content-version';
import type { Load, ReadCache, ReadSegment } from '../cache/read-cache';
import { Clock } from '../clock';
import { PreviewGrant, PreviewGrants } from './preview-grant';

/**
 * How one public read sees content: live (now, through the read cache, counting views), or through a valid preview
 * grant (at the grant's time, one named item shown whatever its status, never cached, counting nothing).
 */
export class PublicView {
  /**
   * The state of the database this view's latest cached read was answered under (null before one, for a preview,
   * or when answered stale): stored counts read under it are as fresh as a read of their own (see StoredCounts).
   */
  seen: Stamped | null = null;

  constructor(
    readonly now: Date,
    readonly grant: PreviewGrant | null = null,
  ) {}

  get isPreview(): boolean {
    return this.grant !== null;
  }

  /** The id of the item of `family` the grant shows whatever its status and publish time. */
  shown(family: PreviewFamily): number | undefined {
    const item = this.grant?.item;
    return item?.family === family ? item.id : undefined;
  }

  /** `load` through the read cache for live reads; a preview's answer is never kept, nor given from the cache. */
  async read<T>(cache: ReadCache, key: string, load: Load<T>, segment?: ReadSegment): Promise<T> {
    if (this.isPreview) return cache.uncached(load);
    const { value, seen } = await cache.read(key, load, segment);
    this.seen = seen;
    return value;
  }
}

/** The `x-preview` header as a PublicView: a missing, tampered or expired grant is a live view, nothing more. */
@Injectable()
export class PublicViewPipe implements PipeTransform<unknown, PublicView> {
  constructor(
    private readonly grants: PreviewGrants,
    private readonly clock: Clock,
  ) {}

  transform(token: unknown): PublicView {
    const grant = this.grants.read(token);
    return new PublicView(grant?.at ?? this.clock.now(), grant);
  }
}

const PreviewHeader = createParamDecorator(
  (_data: unknown, context: ExecutionContext): unknown =>
    context.switchToHttp().getRequest<AppRequest>().headers[Header.PREVIEW],
);

/** The PublicView of a public call (see PublicView). */
export const Viewing = (): ParameterDecorator => PreviewHeader(PublicViewPipe);
