import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a piece of work is part of, for the log lines written on its way (pino's `mixin`, app-logging.ts): a
 * warning deep in a service or a slow query names the request that caused it, as the access line and nginx's line do.
 * On Node 24 AsyncLocalStorage rides on the async context frame (no async hook per promise), which is what decision
 * 067 kept it out for on Node 20; measured in docs/benchmarks.md, "Request ids on every line".
 */
const scope = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `next` (the rest of the request's handling) in the scope of the request `requestId`. */
export function inRequestScope(requestId: string, next: () => void): void {
  scope.run({ requestId }, next);
}

/** The id of the request the current work is part of; undefined outside one (start-up, timers of their own). */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId;
}
