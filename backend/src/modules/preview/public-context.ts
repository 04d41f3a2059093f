import { Injectable, type PipeTransform } from '@nestjs/common';
import { Header, type PreviewFamily } from '@site/contract';
import type { Response } from 'express';
import { Clock } from '../../common/clock';
import { CallContext, callContextParameter } from '../../common/http/call-context';
import { type AppRequest, headerValue } from '../../common/http/request-context';
import { type Visitor, openVisitor, visitorOfRequest } from '../counters/visitors';
import { type PreviewGrant, PreviewGrants } from './preview-grant';

/**
 * A public call as its handler is given it: a CallContext that also says who reads (the visitor, counted or not) and
 * how the call sees content — live (now, through the read cache, counting views), or through a valid preview grant
 * (at the grant's time, one named item shown whatever its status, never cached, counting nothing; a past time read
 * from the revisions by the TimeMachine). Its reads go through PublicReads, which answers what they saw; the context
 * itself keeps no state of them.
 */
export class PublicContext extends CallContext {
  constructor(
    request: AppRequest,
    answer: Response,
    now: Date,
    /** The call's valid preview grant, if any. */
    readonly grant: PreviewGrant | null = null,
  ) {
    super(request, answer, now);
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
   * Who reads: the visitor the page's render sealed (the call comes from the public site's server, on behalf of that
   * reader), else the caller itself. Worked out when asked: only calls that count a visitor need it.
   */
  get visitor(): Visitor {
    return openVisitor(headerValue(this.request, Header.VISITOR)) ?? visitorOfRequest(this.request);
  }
}

/**
 * The PublicContext of a call: its request, the clock, and its `x-preview` header as a grant — a missing, tampered or
 * expired one is a live call, nothing more.
 */
@Injectable()
export class PublicContextPipe implements PipeTransform<AppRequest, PublicContext> {
  constructor(
    private readonly grants: PreviewGrants,
    private readonly clock: Clock,
  ) {}

  transform(request: AppRequest): PublicContext {
    const grant = this.grants.read(request.headers[Header.PREVIEW]);
    return new PublicContext(request, request.res as Response, grant?.at ?? this.clock.now(), grant);
  }
}

/** The PublicContext of a public call (see PublicContext). */
export const PublicCallContext = (): ParameterDecorator => callContextParameter(PublicContextPipe);
