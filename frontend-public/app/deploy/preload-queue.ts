/** At most this many route preloads run at once (product spec, section 9). */
export const MAX_PARALLEL_PRELOADS = 5;

/**
 * Preloads each path once, running at most `limit` loads at a time; the rest wait their turn. A hover over
 * a whole menu must not start a dozen downloads that compete with the page being read.
 */
export function createPreloadQueue(load: (path: string) => Promise<unknown>, limit = MAX_PARALLEL_PRELOADS) {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let running = 0;

  const pump = () => {
    while (running < limit && waiting.length > 0) {
      const path = waiting.shift() as string;
      running += 1;
      void load(path)
        .catch(() => seen.delete(path))
        .finally(() => {
          running -= 1;
          pump();
        });
    }
  };

  return (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    waiting.push(path);
    pump();
  };
}
