import {
  API_PREFIX,
  DEFAULT_LANG,
  DEV_API_TOKEN_SECRET,
  ErrorCode,
  Header,
  hourlyToken,
  type Envelope,
  type PublicCallName,
} from '@site/contract';
import { data } from 'react-router';

/** A page must not hang on a slow API: it renders its defaults instead. */
const TIMEOUT_MS = 5000;

export type ApiEnv = Partial<Record<'API_INTERNAL_URL' | 'PORT' | 'API_TOKEN_SECRET', string>>;

export interface PublicCallOptions {
  lang?: string;
  env?: ApiEnv;
  fetch?: typeof fetch;
  now?: () => Date;
}

export class PublicApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'PublicApiError';
  }
}

/** Where loaders reach the API: in the all-in-one server that is this very process, over loopback. */
export function apiBaseUrl(env: ApiEnv = process.env): string {
  const base = env.API_INTERNAL_URL || `http://127.0.0.1:${env.PORT || 3000}`;
  return base.replace(/\/+$/, '');
}

/** `POST /api/<name>` with the hourly token computed here, on the server; resolves to `data` when `code` is 0. */
export async function publicCall<T>(
  name: PublicCallName,
  body: object = {},
  options: PublicCallOptions = {},
): Promise<T> {
  const env = options.env ?? process.env;
  const send = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const response = await send(`${apiBaseUrl(env)}${API_PREFIX}/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [Header.HOURLY_TOKEN]: hourlyToken(env.API_TOKEN_SECRET || DEV_API_TOKEN_SECRET, now()),
      [Header.LANG]: options.lang ?? DEFAULT_LANG,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (typeof envelope?.code !== 'number') {
    throw new PublicApiError(response.status, `unreadable answer (HTTP ${response.status})`);
  }
  if (envelope.code !== ErrorCode.OK) throw new PublicApiError(envelope.code, envelope.msg);
  return envelope.data;
}

/**
 * `publicCall`, but a failure is logged and answered with `fallback`: a page whose optional data
 * (settings, SEO) is unavailable still renders, with defaults.
 */
export async function publicCallOr<T>(
  fallback: T,
  name: PublicCallName,
  body: object = {},
  options: PublicCallOptions = {},
): Promise<T> {
  try {
    return await publicCall<T>(name, body, options);
  } catch (error) {
    console.warn(`[public-site] ${name} failed, rendering defaults: ${error instanceof Error ? error.message : error}`);
    return fallback;
  }
}

/** The API's 404 (missing or unpublished) is the page's 404; any other failure, a down API included, is a 503. */
function pageFailure(name: PublicCallName, error: unknown) {
  if (error instanceof PublicApiError && error.code === ErrorCode.NOT_FOUND) {
    return data(error.message, { status: 404, statusText: 'Not Found' });
  }
  console.warn(`[public-site] ${name} failed: ${error instanceof Error ? error.message : error}`);
  return data('服务暂时不可用', { status: 503, statusText: 'Service Unavailable' });
}

const isMissing = (error: unknown) => error instanceof PublicApiError && error.code === ErrorCode.NOT_FOUND;

/** `publicCall` for data a page cannot render without: failures become the 404 or the 503 error page. */
export async function requiredCall<T>(name: PublicCallName, body: object = {}, options: PublicCallOptions = {}) {
  try {
    return await publicCall<T>(name, body, options);
  } catch (error) {
    throw pageFailure(name, error);
  }
}

/** `requiredCall` for data a page can do without: missing (404) answers null; an API failure is still a 503. */
export async function optionalCall<T>(name: PublicCallName, body: object = {}, options: PublicCallOptions = {}) {
  try {
    return await publicCall<T>(name, body, options);
  } catch (error) {
    if (isMissing(error)) return null;
    throw pageFailure(name, error);
  }
}
