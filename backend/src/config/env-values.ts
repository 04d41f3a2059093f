import ipaddr from 'ipaddr.js';

/** Express's `trust proxy`: off, every proxy (`true`), a number of hops, or the proxies' addresses. */
export type TrustProxy = boolean | number | string;

/** The names Express (proxy-addr) accepts for address ranges besides IPs and subnets. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

// Four-part IPv4 only: ipaddr.js also takes legacy forms such as `1.2.3` (1.2.0.3), which nobody means.
const isAddressOrSubnet = (entry: string) =>
  RANGE_NAMES.includes(entry) ||
  ipaddr.IPv4.isValidFourPartDecimal(entry) ||
  ipaddr.IPv6.isValid(entry) ||
  isSubnet(entry);

/** `10.0.0.0/8`, `2001:db8::/32`: an address with a prefix length. */
function isSubnet(entry: string): boolean {
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}

/**
 * TRUST_PROXY read the way Express reads `trust proxy`, but checked: `false`/`0`/empty (off), `true` (every
 * proxy), a whole number of hops, or a comma-separated list of IPs, subnets and the names loopback,
 * linklocal, uniquelocal. Anything else is an error naming the variable: given to Express as a string, `1`
 * would trust the address 0.0.0.1 and `true` would crash the first request.
 */
export function parseTrustProxy(raw: string): TrustProxy | Error {
  const value = raw.trim();
  if (value === '' || /^(false|no|off)$/i.test(value)) return false;
  if (/^true$/i.test(value)) return true;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrSubnet(entry));
  if (wrong.length === 0) return entries.join(',');
  return new Error(
    `TRUST_PROXY must be false, true, a number of proxy hops, or IPs/subnets/loopback/linklocal/uniquelocal ` +
      `separated by commas; not understood: ${wrong.map((entry) => `"${entry}"`).join(', ')}`,
  );
}

/** A database URL as it may be shown in a message: the password replaced by `***`. */
export function withoutPassword(url: string): string {
  // Up to the last `@` before the host's `/`: a password may itself hold `@` or `:`.
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*:)[^/]*@/i, '$1***@');
}

/** An error for a DATABASE_URL that is neither `sqlite:<path>` nor a complete mysql:// URL, or null. */
export function databaseUrlProblem(url: string): string | null {
  if (/^sqlite:.+/.test(url)) return null;
  const problem = `DATABASE_URL must be sqlite:<path> or mysql://user:pass@host:3306/db, got "${withoutPassword(url)}"`;
  return isMysqlUrl(url) ? null : problem;
}

/** A complete `mysql://user:pass@host:port/db` URL. */
function isMysqlUrl(url: string): boolean {
  if (!/^mysql:\/\//.test(url)) return false;
  try {
    const parsed = new URL(url);
    return Boolean(parsed.hostname) && parsed.pathname.length > 1 && !parsed.pathname.slice(1).includes('/');
  } catch {
    return false;
  }
}

/**
 * DATABASE_REPLICA_URLS read: the comma-separated mysql:// URLs of read replicas of DATABASE_URL (empty: none), or an
 * error naming the variable. Replicas need a MySQL/MariaDB primary: SQLite has none.
 */
export function parseReplicaUrls(raw: string, databaseUrl: string): string[] | Error {
  const urls = raw
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  if (urls.length === 0) return [];
  if (!databaseUrl.startsWith('mysql:')) return new Error('DATABASE_REPLICA_URLS needs a mysql:// DATABASE_URL');
  const wrong = urls.filter((url) => !isMysqlUrl(url));
  if (wrong.length === 0) return urls;
  return new Error(
    `DATABASE_REPLICA_URLS must be mysql://user:pass@host:3306/db URLs separated by commas; not understood: ` +
      wrong.map((url) => `"${withoutPassword(url)}"`).join(', '),
  );
}

/**
 * SITE_URL read: the site's own origin (`https://www.example.cn`, no path, query or user info), or null when unset;
 * an error naming the variable otherwise. Every absolute address the site writes starts with it.
 */
export function parseSiteUrl(raw: string): string | null | Error {
  const value = raw.trim();
  if (value === '') return null;
  const problem = new Error(`SITE_URL must be the site's address such as https://www.example.cn, got "${value}"`);
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return problem;
  }
  const bare = parsed.pathname === '/' && !parsed.search && !parsed.hash && !parsed.username && !parsed.password;
  return /^https?:$/.test(parsed.protocol) && bare ? parsed.origin : problem;
}
