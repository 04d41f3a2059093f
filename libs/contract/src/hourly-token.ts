import { sha256Hex } from './sha256';

const HOUR_MS = 60 * 60 * 1000;

/** "YYYY-MM-DD HH:00:00" of the given instant, in UTC. */
export function hourStamp(at: Date): string {
  const iso = at.toISOString(); // 2026-11-21T14:37:05.123Z
  return `${iso.slice(0, 10)} ${iso.slice(11, 13)}:00:00`;
}

/** Hex SHA-256 of a UTF-8 string: `sha256Hex` in a browser, node:crypto where the code runs on a server. */
export type Sha256Hex = (text: string) => string;

/** The hourly `token` header: hex(sha256(secret + "YYYY-MM-DD HH:00:00")), UTC. */
export function hourlyToken(secret: string, at: Date = new Date(), sha256: Sha256Hex = sha256Hex): string {
  return sha256(secret + hourStamp(at));
}

/** The tokens the server accepts at `now`: the previous, current and next UTC hour. */
export function acceptedHourlyTokens(secret: string, now: Date, sha256: Sha256Hex = sha256Hex): string[] {
  return [-1, 0, 1].map((offset) => hourlyToken(secret, new Date(now.getTime() + offset * HOUR_MS), sha256));
}

/**
 * The development value of API_TOKEN_SECRET, used by the server, the SSR server and both front ends
 * when none is configured. Production deployments set their own (the server warns otherwise).
 */
export const DEV_API_TOKEN_SECRET = 'corp-site-dev-token-secret';
