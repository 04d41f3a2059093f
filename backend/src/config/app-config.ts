import { DEV_API_TOKEN_SECRET } from '@site/contract';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { databaseUrlProblem, parseReplicaUrls, parseSiteUrl, parseTrustProxy, TrustProxy } from './env-values';
import { readStorageConfig, StorageConfig } from './storage-config';
import { isCronExpression } from './cron-expression';
import { LOG_LEVELS, type LogLevel } from './log-level';

/** Everything the server reads from the environment, validated once at start. */
export interface AppConfig {
  nodeEnv: string;
  /** The least severe log line written (LOG_LEVEL); access lines are `info`, a 5xx answer's `error`. */
  logLevel: LogLevel;
  port: number;
  /**
   * The site's own origin (SITE_URL, e.g. `https://www.example.cn`): canonical links, sitemaps, previews and backup
   * links name it whatever Host a request carries. Required in production; null elsewhere, where the request's host
   * stands in.
   */
  siteUrl: string | null;
  databaseUrl: string;
  /** Read replicas of DATABASE_URL (DATABASE_REPLICA_URLS): public content reads go to them (see ReplicaReads). */
  databaseReplicaUrls: string[];
  apiTokenSecret: string;
  /** True when API_TOKEN_SECRET was not set and the development value is in use. */
  apiTokenSecretIsDefault: boolean;
  /** Secrets whose hourly tokens are accepted too, while API_TOKEN_SECRET is being rotated (docs/operations.md). */
  apiTokenExtraSecrets: string[];
  adminUsername: string;
  /** The first admin's password; `generated` when it was made up because ADMIN_PASSWORD was empty. */
  adminPassword: { value: string; generated: boolean };
  /** Local scratch space for every driver, and the files themselves with the local driver. */
  uploadDir: string;
  storage: StorageConfig;
  siteLangs: string[];
  bodyLimitBytes: number;
  /** The public read cache's bound per segment (READ_CACHE_SEGMENT_LIMIT): the UTF-8 bytes of its answers' JSON. */
  readCacheSegmentBytes: number;
  /** Members of any one object, items of any one array and nesting levels of a JSON or form body. */
  bodyMaxKeys: number;
  bodyMaxItems: number;
  bodyMaxDepth: number;
  /** A JSON or form body's time to arrive, plus what its length needs at BODY_FLOOR_RATE; then its connection is cut. */
  bodyTimeoutMs: number;
  /** Node's server: the request line and headers must arrive within this (answered 408 otherwise). */
  headersTimeoutMs: number;
  /** Node's server: a whole request, upload parts included, must arrive within this (answered 408 otherwise). */
  requestTimeoutMs: number;
  seedDemo: boolean;
  /** Express `trust proxy` value: false, true, a hop count, or the addresses/subnets of the reverse proxy. */
  trustProxy: TrustProxy;
  accessTokenTtlSeconds: number;
  uploadPicMaxBytes: number;
  uploadMultiMaxBytes: number;
  /** Per admin: unfinished multi-part uploads at once, and the bytes they announce together. */
  uploadMultiMaxOpen: number;
  uploadMultiMaxOpenBytes: number;
  uploadExpiryHours: number;
  /** Failures of one username from one address. */
  loginMaxFailuresPerUser: number;
  loginMaxFailuresPerIp: number;
  loginLockMinutes: number;
  /** Failures of one username from all addresses within `loginUserWindowMinutes` (sign-ins with a device token exempt). */
  loginMaxFailuresPerUserAllIps: number;
  loginUserWindowMinutes: number;
  danmakuPostsPerMinute: number;
  /**
   * A reader counts once per item in this many minutes (news views, downloads; 0: every time); crawlers and previews
   * never (docs/operations.md, Counters).
   */
  viewDedupMinutes: number;
  /** Calls one API key may make in any minute. */
  apiKeyCallsPerMinute: number;
  danmakuMaxDefault: number;
  danmakuMaxCap: number;
  /** The commit this release was built from (BUILD_COMMIT, set by the image build), for build_info and health. */
  buildCommit: string;
  /** Longest wait for a database connection or statement (SQLite: its busy timeout) before the call answers 503. */
  databaseTimeoutMs: number;
  /** A migration statement's timeout (MIGRATION_TIMEOUT_MS); null: none, as an upgrade's ALTER may take long. */
  migrationTimeoutMs: number | null;
  /** How long a stop (SIGTERM/SIGINT) waits for requests in flight before forcing the exit. */
  stopGraceSeconds: number;
  /** Cron expression (5 or 6 fields) of scheduled backups into the upload storage's `backups/`; null: none. */
  backupSchedule: string | null;
  /** Archives kept in `backups/` after a scheduled backup (older ones are removed). */
  backupKeep: number;
  /** Bearer token a scraper must send to `GET /metrics`; null keeps `/metrics` off (404). */
  metricsToken: string | null;
  /** Browser origins allowed to call the API (CORS); empty: none. `*` allows any origin. */
  corsOrigins: string[];
  /** Audit log entries older than this many days are removed. */
  auditKeepDays: number;
  /** Revisions kept per item beyond those of the last 30 days. */
  revisionKeep: number;
  /** How long a preview link (adm/get_preview_link) stays valid. */
  previewTtlMinutes: number;
  /** The HMAC key of preview grants; null: the database's own key (`server_key`), shared by every process. */
  previewSecret: string | null;
  /**
   * Baidu's active push (docs/operations.md): the token of the site's Baidu Search Resource Platform account
   * (BAIDU_PUSH_TOKEN; null: no push) and the address pushed to (BAIDU_PUSH_URL, Baidu's own by default).
   */
  baiduPush: { token: string | null; url: string };
  /**
   * Webhooks (docs/operations.md): whether endpoints may be private, loopback or link-local addresses
   * (WEBHOOK_ALLOW_PRIVATE, off: the server never calls into its own network for a URL an admin typed), and the days a
   * delivery is kept (WEBHOOK_KEEP_DAYS).
   */
  webhooks: { allowPrivate: boolean; keepDays: number };
  /**
   * The key that seals the secrets the server must read back (SECRETS_KEY: webhook signing secrets); null: the
   * database's own key (`server_key`), shared by every process.
   */
  secretsKey: string | null;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

export { DEV_API_TOKEN_SECRET };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`配置错误 (configuration error):\n  - ${problems.join('\n  - ')}`);
  }
}

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** "10mb", "512kb", "1048576" → bytes; NaN when unreadable. */
export function parseByteSize(text: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(text);
  if (!match) return Number.NaN;
  return Math.floor(Number(match[1]) * UNITS[(match[2] ?? 'b').toLowerCase()]);
}

type Env = Record<string, string | undefined>;

class EnvReader {
  constructor(
    private readonly env: Env,
    readonly problems: string[],
  ) {}

  text(name: string, fallback: string): string {
    const value = this.env[name];
    return value === undefined || value === '' ? fallback : value;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      this.problems.push(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  }

  bytes(name: string, fallback: string): number {
    const raw = this.text(name, fallback);
    const value = parseByteSize(raw);
    if (!Number.isFinite(value) || value <= 0) {
      this.problems.push(`${name} must be a size such as 10mb, 512kb or 1048576, got "${raw}"`);
      return parseByteSize(fallback);
    }
    return value;
  }

  boolean(name: string, fallback: boolean): boolean {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return fallback;
    if (/^(1|true|yes|on)$/i.test(raw)) return true;
    if (/^(0|false|no|off)$/i.test(raw)) return false;
    this.problems.push(`${name} must be true or false, got "${raw}"`);
    return fallback;
  }
}

/**
 * Every setting may be given as `<NAME>_FILE`, a file holding its value (a Docker or Kubernetes secret), as the
 * official images of databases do: its content, without the final line break, stands for `<NAME>`. Resolved as each
 * setting is read, so only the app's own names are looked at (the environment has other `_FILE` variables).
 */
function withFileSettings(given: Env, problems: string[]): Env {
  const resolved = new Map<string, string | undefined>();
  const resolve = (name: string): string | undefined => {
    const direct = given[name];
    const path = given[`${name}_FILE`];
    if (!path) return direct;
    if (direct !== undefined && direct !== '') {
      problems.push(`${name} and ${name}_FILE are both set: keep one`);
      return direct;
    }
    try {
      return readFileSync(path, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      problems.push(`${name}_FILE: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
      return undefined;
    }
  };
  return new Proxy(given, {
    get: (_target, name) => {
      if (typeof name !== 'string') return undefined;
      if (!resolved.has(name)) resolved.set(name, resolve(name));
      return resolved.get(name);
    },
  });
}

export function loadConfig(given: Env = process.env): AppConfig {
  const problems: string[] = [];
  const env = withFileSettings(given, problems);
  const read = new EnvReader(env, problems);
  const nodeEnv = read.text('NODE_ENV', 'development');
  const databaseUrl = read.text('DATABASE_URL', 'sqlite:./data/site.db');
  const databaseProblem = databaseUrlProblem(databaseUrl);
  if (databaseProblem) read.problems.push(databaseProblem);
  const replicaUrls = parseReplicaUrls(read.text('DATABASE_REPLICA_URLS', ''), databaseUrl);
  if (replicaUrls instanceof Error) read.problems.push(replicaUrls.message);

  const siteLangs = read
    .text('SITE_LANGS', 'cn,en')
    .split(',')
    .map((lang) => lang.trim())
    .filter(Boolean);
  if (siteLangs.length === 0 || siteLangs.some((lang) => !/^[a-z]{2,8}(-[a-z0-9]{2,8})?$/i.test(lang))) {
    read.problems.push(`SITE_LANGS must be a comma-separated list of language codes such as cn,en`);
  }

  // Node refuses a headers timeout longer than the request's.
  const requestTimeoutMs = read.integer('REQUEST_TIMEOUT_MS', 300_000, 1000, 3_600_000);
  const adminUsername = read.text('ADMIN_USERNAME', 'admin');
  if (!/^[A-Za-z0-9_]{3,32}$/.test(adminUsername)) {
    read.problems.push('ADMIN_USERNAME must be 3–32 letters, digits or underscores');
  }
  const givenPassword = env.ADMIN_PASSWORD ?? '';
  if (givenPassword && (givenPassword.length < 8 || givenPassword.length > 72)) {
    read.problems.push('ADMIN_PASSWORD must be 8–72 characters long');
  }

  const corsOrigins = read
    .text('CORS_ORIGINS', '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (corsOrigins.some((origin) => origin !== '*' && !/^https?:\/\/[^/\s]+$/.test(origin))) {
    read.problems.push('CORS_ORIGINS must be * or comma-separated origins such as https://partner.example');
  }

  const siteUrl = parseSiteUrl(read.text('SITE_URL', ''));
  if (siteUrl instanceof Error) read.problems.push(siteUrl.message);
  else if (siteUrl === null && nodeEnv === 'production') {
    read.problems.push('SITE_URL is required in production: the address visitors use, such as https://www.example.cn');
  }

  const trustProxy = parseTrustProxy(read.text('TRUST_PROXY', ''));
  if (trustProxy instanceof Error) read.problems.push(trustProxy.message);
  const logLevel = read.text('LOG_LEVEL', 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    read.problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }
  const config: AppConfig = {
    nodeEnv,
    logLevel: logLevel as LogLevel,
    port: read.integer('PORT', 3000, 0, 65535),
    siteUrl: siteUrl instanceof Error ? null : siteUrl,
    databaseUrl,
    databaseReplicaUrls: replicaUrls instanceof Error ? [] : replicaUrls,
    apiTokenSecret: read.text('API_TOKEN_SECRET', DEV_API_TOKEN_SECRET),
    apiTokenSecretIsDefault: !env.API_TOKEN_SECRET,
    apiTokenExtraSecrets: read
      .text('API_TOKEN_EXTRA_SECRETS', '')
      .split(',')
      .map((secret) => secret.trim())
      .filter(Boolean),
    adminUsername,
    adminPassword: givenPassword
      ? { value: givenPassword, generated: false }
      : { value: randomBytes(12).toString('base64url'), generated: true },
    uploadDir: read.text('UPLOAD_DIR', './data/uploads'),
    storage: readStorageConfig(env, read.problems),
    siteLangs,
    bodyLimitBytes: read.bytes('BODY_LIMIT', '10mb'),
    readCacheSegmentBytes: read.bytes('READ_CACHE_SEGMENT_LIMIT', '16mb'),
    bodyMaxKeys: read.integer('BODY_MAX_KEYS', 1000, 1, 1_000_000),
    bodyMaxItems: read.integer('BODY_MAX_ITEMS', 10_000, 1, 10_000_000),
    bodyMaxDepth: read.integer('BODY_MAX_DEPTH', 16, 2, 1000),
    bodyTimeoutMs: read.integer('BODY_TIMEOUT_MS', 10_000, 100, 600_000),
    headersTimeoutMs: read.integer('HEADERS_TIMEOUT_MS', 20_000, 100, requestTimeoutMs),
    requestTimeoutMs,
    seedDemo: read.boolean('SEED_DEMO', nodeEnv !== 'production'),
    trustProxy: trustProxy instanceof Error ? false : trustProxy,
    accessTokenTtlSeconds: read.integer('ACCESS_TOKEN_TTL_SECONDS', 7 * 24 * 3600, 60, 365 * 24 * 3600),
    uploadPicMaxBytes: read.bytes('UPLOAD_PIC_LIMIT', '10mb'),
    uploadMultiMaxBytes: read.bytes('UPLOAD_MULTI_LIMIT', '2gb'),
    uploadMultiMaxOpen: read.integer('UPLOAD_MULTI_MAX_OPEN', 10, 1, 1000),
    uploadMultiMaxOpenBytes: read.bytes('UPLOAD_MULTI_OPEN_LIMIT', '8gb'),
    uploadExpiryHours: read.integer('UPLOAD_EXPIRY_HOURS', 24, 1, 24 * 30),
    loginMaxFailuresPerUser: read.integer('LOGIN_MAX_FAILURES_PER_USER', 5, 1, 1000),
    loginMaxFailuresPerIp: read.integer('LOGIN_MAX_FAILURES_PER_IP', 20, 1, 100000),
    loginLockMinutes: read.integer('LOGIN_LOCK_MINUTES', 15, 1, 24 * 60),
    loginMaxFailuresPerUserAllIps: read.integer('LOGIN_MAX_FAILURES_PER_USER_ALL_IPS', 50, 1, 100000),
    loginUserWindowMinutes: read.integer('LOGIN_USER_WINDOW_MINUTES', 60, 1, 7 * 24 * 60),
    danmakuPostsPerMinute: read.integer('DANMAKU_POSTS_PER_MINUTE', 10, 1, 10000),
    viewDedupMinutes: read.integer('VIEW_DEDUP_MINUTES', 30, 0, 7 * 24 * 60),
    apiKeyCallsPerMinute: read.integer('API_KEY_CALLS_PER_MINUTE', 120, 1, 10000),
    danmakuMaxDefault: read.integer('DANMAKU_MAX_DEFAULT', 1000, 1, 100000),
    danmakuMaxCap: read.integer('DANMAKU_MAX_CAP', 5000, 1, 100000),
    buildCommit: read.text('BUILD_COMMIT', 'unknown'),
    databaseTimeoutMs: read.integer('DATABASE_TIMEOUT_MS', 5000, 100, 600_000),
    migrationTimeoutMs: read.integer('MIGRATION_TIMEOUT_MS', 0, 0, 86_400_000) || null,
    stopGraceSeconds: read.integer('STOP_GRACE_SECONDS', 10, 1, 3600),
    metricsToken: read.text('METRICS_TOKEN', '') || null,
    backupSchedule: read.text('BACKUP_SCHEDULE', '') || null,
    backupKeep: read.integer('BACKUP_KEEP', 7, 1, 1000),
    corsOrigins,
    auditKeepDays: read.integer('AUDIT_KEEP_DAYS', 365, 1, 100 * 365),
    revisionKeep: read.integer('REVISION_KEEP', 50, 1, 100_000),
    previewTtlMinutes: read.integer('PREVIEW_TTL_MINUTES', 60, 1, 7 * 24 * 60),
    previewSecret: read.text('PREVIEW_SECRET', '') || null,
    baiduPush: {
      token: read.text('BAIDU_PUSH_TOKEN', '') || null,
      url: read.text('BAIDU_PUSH_URL', 'http://data.zz.baidu.com/urls'),
    },
    webhooks: {
      allowPrivate: read.boolean('WEBHOOK_ALLOW_PRIVATE', false),
      keepDays: read.integer('WEBHOOK_KEEP_DAYS', 30, 1, 3650),
    },
    secretsKey: read.text('SECRETS_KEY', '') || null,
  };
  if (config.backupSchedule && !isCronExpression(config.backupSchedule)) {
    read.problems.push(`BACKUP_SCHEDULE must be a cron expression such as "0 3 * * *", got "${config.backupSchedule}"`);
  }
  if (config.apiTokenSecretIsDefault && nodeEnv === 'production') {
    read.problems.push('API_TOKEN_SECRET must be set in production (the development default is public)');
  }
  if (config.previewSecret !== null && config.previewSecret.length < 16)
    read.problems.push('PREVIEW_SECRET must be at least 16 characters');
  if (config.secretsKey !== null && config.secretsKey.length < 32)
    read.problems.push('SECRETS_KEY must be at least 32 characters (e.g. openssl rand -base64 32)');
  if (config.uploadMultiMaxOpenBytes < config.uploadMultiMaxBytes) {
    read.problems.push('UPLOAD_MULTI_OPEN_LIMIT must not be below UPLOAD_MULTI_LIMIT (one upload must fit)');
  }
  if (!/^https?:\/\/[^\s?#]+$/.test(config.baiduPush.url)) {
    read.problems.push(`BAIDU_PUSH_URL must be an http(s) address without a query, got "${config.baiduPush.url}"`);
  }
  if (config.baiduPush.token !== null && !/^[A-Za-z0-9]{1,64}$/.test(config.baiduPush.token)) {
    read.problems.push('BAIDU_PUSH_TOKEN must be the token Baidu gives (letters and digits)');
  }
  if (config.danmakuMaxDefault > config.danmakuMaxCap) {
    read.problems.push('DANMAKU_MAX_DEFAULT must not exceed DANMAKU_MAX_CAP');
  }
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
}
