/**
 * Errors that say the database cannot be reached right now (down, frozen, restarting, overloaded) rather than that a
 * statement is wrong: the call may succeed if tried again later, so the exception filter answers 503 with
 * Retry-After instead of 500. mysql2 raises them bare (a pool that cannot connect) or TypeORM wraps them in
 * QueryFailedError (`driverError`).
 */
const UNAVAILABLE_CODES = new Set([
  // The server is not there, or the network to it failed.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // mysql2: the connection was lost, or a statement passed its timeout (DATABASE_TIMEOUT_MS).
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT',
  // mysql2's pool cluster (DATABASE_REPLICA_URLS): every server of the group is left out after failed connections.
  'POOL_NONEONLINE',
  // MySQL/MariaDB: shutting down, out of connections, a lock not granted in time.
  'ER_SERVER_SHUTDOWN',
  'ER_CON_COUNT_ERROR',
  'ER_LOCK_WAIT_TIMEOUT',
  // SQLite: another connection held the lock past the busy timeout.
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
]);

interface DriverErrorLike {
  code?: unknown;
  /** mysql2: the connection cannot be used any more. */
  fatal?: unknown;
  driverError?: unknown;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailableCode(error) !== null;
}

/** The driver code that makes `error` an unavailable database (`fatal` for a lost mysql2 connection), else null. */
export function unavailableCode(error: unknown): string | null {
  let current: unknown = error;
  // The error itself, then the driver's error TypeORM wrapped.
  for (let depth = 0; depth < 2 && current && typeof current === 'object'; depth++) {
    const candidate = current as DriverErrorLike;
    if (typeof candidate.code === 'string' && UNAVAILABLE_CODES.has(candidate.code)) return candidate.code;
    if (candidate.fatal === true) return typeof candidate.code === 'string' ? candidate.code : 'fatal';
    current = candidate.driverError;
  }
  return null;
}
