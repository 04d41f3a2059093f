import { AsyncLocalStorage } from 'node:async_hooks';
import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor, Optional } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Observable } from 'rxjs';
import { ChangeRecorder, type RowChange } from '../crud/change-recorder';
import type { AppRequest } from './request-context';
import { headerValue } from './request-context';

/** Who is behind the work being done: the signed-in admin (if any), their address and browser. */
export interface RequestActor {
  admin_id: number | null;
  username: string;
  role: string;
  ip: string;
  user_agent: string;
}

interface Scope {
  req: AppRequest;
  recorder: ChangeRecorder | null;
}

const scope = new AsyncLocalStorage<Scope>();

/**
 * Runs every API call inside a scope that remembers its request, so what a write records about its author (audit
 * log, revisions) is found where the write happens — the generic CRUD helpers — without threading the admin through
 * every family's service. Only the request of this very call is held, never anything shared between calls.
 */
@Injectable()
export class RequestScopeInterceptor implements NestInterceptor {
  constructor(@Optional() @Inject(ChangeRecorder) private readonly recorder: ChangeRecorder | null) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const store: Scope = { req: context.switchToHttp().getRequest<AppRequest>(), recorder: this.recorder ?? null };
    // The handler runs when the observable is subscribed to: subscribing inside the scope runs it there.
    return new Observable((subscriber) => scope.run(store, () => next.handle().subscribe(subscriber)));
  }
}

/** Who last changed the row `id` of `table`, as the change log of the call in progress knows ('' outside a call). */
export async function lastChangedBy(manager: EntityManager, table: string, id: number): Promise<string> {
  return (await scope.getStore()?.recorder?.lastChangedBy(manager, table, id)) ?? '';
}

/** Records `change` on the write's transaction when a call is in progress (see ChangeRecorder); else nothing. */
export async function recordChange(manager: EntityManager, change: RowChange): Promise<void> {
  await scope.getStore()?.recorder?.record(manager, change);
}

const USER_AGENT_MAX = 255;

/** The actor of the call in progress, or null outside a call (seeding, scripts, timers). */
export function currentActor(): RequestActor | null {
  const req = scope.getStore()?.req;
  if (!req) return null;
  return {
    admin_id: req.admin?.id ?? null,
    username: req.admin?.username ?? '',
    role: req.admin?.role ?? '',
    ip: req.ip ?? '',
    user_agent: (headerValue(req, 'user-agent') ?? '').slice(0, USER_AGENT_MAX),
  };
}
