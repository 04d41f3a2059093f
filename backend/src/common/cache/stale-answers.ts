import { currentCall } from '../http/request-scope';

/** Marks an answer given from the read cache while the database could not be asked (see ReadCache). */
export const CONTENT_STALE_HEADER = 'X-Content-Stale';

/**
 * Whether the call in progress may be answered with a value the database can no longer confirm, and if so marks its
 * answer `X-Content-Stale: 1`. False outside a call (start-up, jobs) and for admin calls, which must see the database
 * as it is, or fail: never an older answer. (The call's scope opens after the guard, so an admin call is known by its
 * admin.)
 */
export function answerStale(): boolean {
  const call = currentCall();
  if (!call || call.req.admin) return false;
  call.stale = true;
  call.res.setHeader(CONTENT_STALE_HEADER, '1');
  return true;
}

/** Whether a public call is in progress (not an admin call, nor work outside a call): its reads may go to replicas. */
export function inPublicCall(): boolean {
  const call = currentCall();
  return call !== undefined && !call.req.admin;
}

/** Whether the call in progress is answered stale already: the database was found away, no use asking it again. */
export function answeredStale(): boolean {
  return currentCall()?.stale === true;
}
