/** A page whose code chunk failed to load reloads once per path; another reload within 10 s is suppressed. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
const KEY_PREFIX = 'chunk-reload:';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** True when the page should reload now (and records it); false while a reload of this path is recent. */
export function claimChunkReload(path: string, storage: Storage, now: number = Date.now()): boolean {
  const last = Number(storage.getItem(KEY_PREFIX + path));
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(KEY_PREFIX + path, String(now));
  return true;
}
