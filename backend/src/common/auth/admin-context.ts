import { Injectable, Optional, type PipeTransform } from '@nestjs/common';
import type { Response } from 'express';
import { Clock } from '../clock';
import { Author } from '../crud/author';
import { ChangeRecorder } from '../crud/change-recorder';
import { CallContext, callContextParameter } from '../http/call-context';
import type { AppRequest } from '../http/request-context';
import type { AuthenticatedAdmin } from './authenticated-admin';
import { type RequestActor, actorOf } from './request-actor';

/**
 * An admin call (and a sign-in, before anyone is signed in) as its handler is given it: a CallContext that also says
 * who acts, and where what they change is recorded (their Author).
 */
export class AdminContext extends CallContext {
  constructor(
    request: AppRequest,
    answer: Response,
    now: Date,
    private readonly recorder: ChangeRecorder | null,
  ) {
    super(request, answer, now);
  }

  /** The signed-in admin of an `@AdminApi` (or `@AdminAccess()`) call; a call without one (a sign-in) throws. */
  get admin(): AuthenticatedAdmin {
    const admin = this.request.admin;
    if (!admin) throw new Error('AdminContext.admin asked of a call that is not an admin call');
    return admin;
  }

  /** Who acts: the signed-in admin (none before sign-in), their address and browser, for the audit log. */
  get actor(): RequestActor {
    return actorOf(this.request);
  }

  /** The author of the call's writes: its actor, and the app's ChangeRecorder (see Author). */
  get author(): Author {
    return new Author(this.actor, this.recorder);
  }
}

/** The AdminContext of a call: its request, the clock, and the ChangeRecorder (none in an app without revisions). */
@Injectable()
export class AdminContextPipe implements PipeTransform<AppRequest, AdminContext> {
  constructor(
    private readonly clock: Clock,
    @Optional() private readonly recorder?: ChangeRecorder,
  ) {}

  transform(request: AppRequest): AdminContext {
    return new AdminContext(request, request.res as Response, this.clock.now(), this.recorder ?? null);
  }
}

/** The AdminContext of an admin call, or of a sign-in (see AdminContext). */
export const AdminCallContext = (): ParameterDecorator => callContextParameter(AdminContextPipe);
