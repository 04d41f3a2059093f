import DataLoader from 'dataloader';

/**
 * A DataLoader whose batches are paced by the database's answers: at most one batch of it in flight. A batch is ready
 * once the turns of this round of I/O have run (each request's own turn reaches its read first); it goes at once when
 * no batch is in flight, or else when the one in flight has answered, holding by then the keys asked meanwhile too,
 * up to `maxBatchSize`. Nothing is cached across batches: every read is afresh.
 *
 * Why: every statement costs Node a socket write that wakes the database and the database a dispatch. Sent at every
 * round, news details at 50 connections on MariaDB went in batches of about ten; paced, in larger ones: statements
 * per detail 0.20 → 0.16, MariaDB's CPU per detail lower in five of six pairs of two interleaved runs. Once Express
 * cost less (see express-born-messages), p99 and throughput came out even with and without pacing; the fewer
 * statements remain (docs/decisions/008).
 * In process (better-sqlite3) a batch has answered before the next round, so it changes nothing there.
 */
export function pacedLoader<K, V>(load: (keys: readonly K[]) => Promise<V[]>, maxBatchSize: number): DataLoader<K, V> {
  let inFlight = false;
  /** Batches ready while one was in flight, in the order they became ready. */
  const waiting: Array<() => void> = [];
  const sendNext = () => {
    const send = waiting.shift();
    inFlight = send !== undefined;
    send?.();
  };
  return new DataLoader<K, V>(
    async (keys) => {
      try {
        return await load(keys);
      } finally {
        // Answered or failed, the next batch may go.
        sendNext();
      }
    },
    {
      cache: false,
      maxBatchSize,
      batchScheduleFn: (send) =>
        setImmediate(() => {
          waiting.push(send);
          if (!inFlight) sendNext();
        }),
    },
  );
}
