import { ExecutionContext, Injectable, PipeTransform, createParamDecorator } from '@nestjs/common';
import { Header, TIME_MACHINE_INCOMPLETE_HEADER, type PreviewFamily, type RevisionFamily } from '@site/contract';
import type { Response } from 'express';
import type { EntityManager } from 'typeorm';
import type { AppRequest } from '../../common/http/request-context';
import type { Stamped } from '../../common/cache/content-version';
import type { Load, ReadCache, ReadSegment } from '../../common/cache/read-cache';
import { type AnswerHeaders, PublicCall } from '../../common/cache/stale-answers';
import { Clock } from '../../common/clock';
import { PreviewGrant, PreviewGrants } from './preview-grant';
import { TimeMachine } from './time-machine';

/**
 * How one public call sees content: live (now, through the read cache, counting views), or through a valid preview
 * grant (at the grant's time, one named item shown whatever its status, never cached, counting nothing; a past time
 * read from the revisions by the TimeMachine). As the call's PublicCall, its reads may go to replicas and be answered
 * stale (see ReadCache).
 */
export class PublicView extends PublicCall {
  /**
   * The state of the database this view's latest cached read was answered under (null before one, for a preview,
   * or when answered stale): stored counts read under it are as fresh as a read of their own (see StoredCounts).
   */
  seen: Stamped | null = null;

  /** The families read at a past moment whose revisions do not reach it (see TimeMachine). */
  private readonly incomplete = new Set<RevisionFamily>();
  /** While a read at a past moment runs, its connection: a read nested in it (a list's total) joins it. */
  private pastReading: EntityManager | null = null;

  constructor(
    readonly now: Date,
    readonly grant: PreviewGrant | null = null,
    answer: AnswerHeaders | null = null,
    private readonly timeMachine: TimeMachine | null = null,
  ) {
    super(answer);
  }

  get isPreview(): boolean {
    return this.grant !== null;
  }

  /** The id of the item of `family` the grant shows whatever its status and publish time. */
  shown(family: PreviewFamily): number | undefined {
    const item = this.grant?.item;
    return item?.family === family ? item.id : undefined;
  }

  /**
   * `load` through the read cache for live reads; a preview's answer is never kept, nor given from the cache; at a
   * past moment it is read from the revisions, and the answer names the families whose history stops short of it.
   */
  async read<T>(cache: ReadCache, key: string, load: Load<T>, segment: ReadSegment = 'lists'): Promise<T> {
    const at = this.grant?.at;
    if (at && this.timeMachine?.isPast(at)) {
      // Nested, it would wait behind the read it is part of, for good.
      if (this.pastReading) return load(this.pastReading);
      const { value, incomplete } = await this.timeMachine.read(at, async (db) => {
        this.pastReading = db;
        try {
          return await load(db);
        } finally {
          this.pastReading = null;
        }
      });
      for (const family of incomplete) this.incomplete.add(family);
      if (this.incomplete.size) this.answer?.setHeader(TIME_MACHINE_INCOMPLETE_HEADER, [...this.incomplete].join(','));
      return value;
    }
    if (this.isPreview) return cache.uncached(load);
    const { value, seen } = await cache.read(key, load, segment, this);
    this.seen = seen;
    return value;
  }
}

/** The `x-preview` header as a PublicView: a missing, tampered or expired grant is a live view, nothing more. */
@Injectable()
export class PublicViewPipe implements PipeTransform<PublicRequest, PublicView> {
  constructor(
    private readonly grants: PreviewGrants,
    private readonly clock: Clock,
    private readonly timeMachine: TimeMachine,
  ) {}

  transform({ token, answer }: PublicRequest): PublicView {
    const grant = this.grants.read(token);
    return new PublicView(grant?.at ?? this.clock.now(), grant, answer, grant?.at ? this.timeMachine : null);
  }
}

/** What a PublicView is made of: the call's `x-preview` header, and its response (to mark it stale). */
interface PublicRequest {
  token: unknown;
  answer: Response;
}

const PublicRequestParam = createParamDecorator((_data: unknown, context: ExecutionContext): PublicRequest => ({
  token: context.switchToHttp().getRequest<AppRequest>().headers[Header.PREVIEW],
  answer: context.switchToHttp().getResponse<Response>(),
}));

/** The PublicView of a public call (see PublicView). */
export const Viewing = (): ParameterDecorator => PublicRequestParam(PublicViewPipe);
