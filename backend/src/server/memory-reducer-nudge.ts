import { Script } from 'node:vm';

/**
 * How often the reducer is nudged. V8 looks at the allocation rates every 8 s; the C++ heap's rate it reads decays to
 * exactly 0 about 100 s after the last allocation there. A look just after a nudge may find that rate high; the next
 * one, 8 s later, finds it low (decision 104).
 */
const NUDGE_INTERVAL_MS = 30_000;

/**
 * Lets V8's memory reducer give back, once the server is idle, the heap it grew to under load (about 100 MiB after
 * `npm run bench`). On Node 24 the reducer never finds the allocation rate low: it also reads the rate of V8's C++
 * heap, which is exactly 0 in a process that never allocates there, and takes a rate of 0 for the highest
 * (nodejs/node#66564). A compiled `vm.Script` is an object Node allocates on that heap: one now and one every
 * NUDGE_INTERVAL_MS keep the rate above 0 and low. The timer never keeps the process alive.
 */
export function nudgeMemoryReducer(): void {
  const nudge = () => new Script('0');
  nudge();
  setInterval(nudge, NUDGE_INTERVAL_MS).unref();
}
