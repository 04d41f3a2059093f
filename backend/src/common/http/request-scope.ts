import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { EntityManager } from 'typeorm';
import type { ChangeRecorder, RowChange } from '../crud/change-recorder';
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

/** The API call in progress, as its handler and everything it awaits see it. */
export interface CallInProgress {
  req: AppRequest;
  res: Response;
  recorder: ChangeRecorder | null;
  /** Set once the call is answered with a value the database could not confirm (see stale-answers.ts). */
  stale: boolean;
}

const calls = new AsyncLocalStorage<CallInProgress>();

/**
 * Middleware running the rest of each request inside its call's scope (Nest's AsyncLocalStorage recipe), so what a
 * write records about its author (audit log, revisions) is found where the write happens — the generic CRUD helpers —
 * without threading the admin through every family's service, and a read cache knows whether it may answer stale.
 * Guards, pipes, handlers and everything they await see it; the body parsers keep it across their reads. Only the
 * request of this very call is held, never anything shared between calls. One scope for every such concern: each
 * AsyncLocalStorage run costs every call.
 */
export function callScope(recorder: ChangeRecorder | null): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) =>
    calls.run({ req: req as AppRequest, res, recorder, stale: false }, next);
}

/** The API call in progress, or undefined outside a call (start-up, jobs, scripts). */
export function currentCall(): CallInProgress | undefined {
  return calls.getStore();
}

/** Who last changed the row `id` of `table`, as the change log of the call in progress knows ('' outside a call). */
export async function lastChangedBy(manager: EntityManager, table: string, id: number): Promise<string> {
  return (await calls.getStore()?.recorder?.lastChangedBy(manager, table, id)) ?? '';
}

/** Records `change` on the write's transaction when a call is in progress (see ChangeRecorder); else nothing. */
export async function recordChange(manager: EntityManager, change: RowChange): Promise<void> {
  await calls.getStore()?.recorder?.record(manager, change);
}

const USER_AGENT_MAX = 255;

/** The actor of the call in progress, or null outside a call (seeding, scripts, timers). */
export function currentActor(): RequestActor | null {
  const req = calls.getStore()?.req;
  if (!req) return null;
  return {
    admin_id: req.admin?.id ?? null,
    username: req.admin?.username ?? '',
    role: req.admin?.role ?? '',
    ip: req.ip ?? '',
    user_agent: (headerValue(req, 'user-agent') ?? '').slice(0, USER_AGENT_MAX),
  };
}
