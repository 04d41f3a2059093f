import { createHash } from 'node:crypto';
import {
  API_PREFIX,
  DEFAULT_LANG,
  DEV_API_TOKEN_SECRET,
  ErrorCode,
  ErrorName,
  Header,
  hourStamp,
  hourlyToken,
  IMAGE_SIZES_MAX_SRCS,
  PublicCall,
  TIME_MACHINE_INCOMPLETE_HEADER,
  type Envelope,
  type PublicCallName,
  type RuntimeSettings,
} from '@site/contract';
import { data, type RouterContextProvider } from 'react-router';
import { siteOf, type SiteLoadContext } from '../load-context';
import type { MeasurePictures } from './rich.server';

/** A page must not hang on a slow API: it renders its defaults instead. */
const TIMEOUT_MS = 5000;

export type ApiEnv = Partial<Record<'API_INTERNAL_URL' | 'PORT' | 'API_TOKEN_SECRET', string>>;

/** Where and with which secret this server's loaders reach the API. */
export interface ServerApiSettings {
  /** What the page hands the browser too (API base, token secret, build id): one source for both sides. */
  runtime: RuntimeSettings;
  /** This server over loopback, e.g. `http://127.0.0.1:3000`: loaders never go out through the public address. */
  origin: string;
  /** The admin's preview grant this page renders under, sent with every call (load-context.ts). */
  previewToken?: string;
  /** The reader the page is rendered for, sealed by the server, sent with every call (load-context.ts). */
  visitor?: string;
}

/**
 * A request's API settings: the all-in-one server's load context (backend/src/server/public-site.ts).
 * `react-router dev` gives no context: then the environment, read as the API reads it (API_TOKEN_SECRET, PORT;
 * API_INTERNAL_URL when the API runs elsewhere).
 */
export function apiSettingsOf(context: SiteLoadContext, env: ApiEnv = process.env): ServerApiSettings {
  return {
    runtime: context.runtimeSettings ?? {
      apiBase: API_PREFIX,
      tokenSecret: env.API_TOKEN_SECRET || DEV_API_TOKEN_SECRET,
      buildId: '',
    },
    origin: (context.apiOrigin ?? (env.API_INTERNAL_URL || `http://127.0.0.1:${env.PORT || 3000}`)).replace(/\/+$/, ''),
    ...(context.preview ? { previewToken: context.preview.token } : {}),
    ...(context.visitor ? { visitor: context.visitor } : {}),
  };
}

const nodeSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
let lastToken: { secret: string; hour: string; token: string } | undefined;

/**
 * The contract's hourly token, hashed with node:crypto once per UTC hour rather than in pure TypeScript on every
 * call (a page makes several).
 */
export function serverHourlyToken(secret: string, at: Date): string {
  const hour = hourStamp(at);
  if (lastToken?.secret !== secret || lastToken.hour !== hour) {
    lastToken = { secret, hour, token: hourlyToken(secret, at, nodeSha256) };
  }
  return lastToken.token;
}

export class PublicApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** The envelope's stable `error` name, what this site branches on; absent when no envelope came. */
    readonly error?: ErrorName,
  ) {
    super(message);
    this.name = 'PublicApiError';
  }
}

const isMissing = (error: unknown) => error instanceof PublicApiError && error.error === ErrorName.NOT_FOUND;

/** The API's 404 (missing or unpublished) is the page's 404; any other failure, a down API included, is a 503. */
function pageFailure(name: PublicCallName, error: unknown, warn: (message: string) => void) {
  if (isMissing(error)) {
    return data((error as PublicApiError).message, { status: 404, statusText: 'Not Found' });
  }
  warn(`[public-site] ${name} failed: ${error instanceof Error ? error.message : error}`);
  return data('服务暂时不可用', { status: 503, statusText: 'Service Unavailable' });
}

export interface ServerApiOptions {
  lang?: string;
  /** Tests answer in place of the API; the global fetch otherwise (looked up per call). */
  fetch?: typeof fetch;
  now?: () => Date;
  /**
   * Told of every call that failed, for any reason but "not found" (an answer like any other): the page is then
   * not what the content makes it. The all-in-one server's load context gives it (`onApiFailure`).
   */
  onFailure?: () => void;
  /** Where warnings go: the server's log when it gives one (the load context's `warn`), the console otherwise. */
  warn?: (message: string) => void;
}

/** The public API as the loaders of one request call it, with the settings of that request's load context. */
export class ServerApi {
  private readonly warn = (message: string) => (this.options.warn ?? console.warn)(message);

  /** The content families whose history stops short of the time machine's moment, as the API said (see below). */
  private readonly historyGaps = new Set<string>();

  constructor(
    readonly settings: ServerApiSettings,
    private readonly options: ServerApiOptions = {},
  ) {}

  /**
   * The families of the answers so far that the time machine showed as they are now, their history not reaching
   * its moment (the API's TIME_MACHINE_INCOMPLETE_HEADER): what the page's banner warns of. Empty outside it.
   */
  timeMachineGaps(): string[] {
    return [...this.historyGaps].sort();
  }

  /**
   * The sizes of the uploaded pictures among `srcs`, stored with each upload: one call for a whole field, however
   * many pictures it shows. Without them (the API failing) pictures show unsized, and the page is not kept.
   */
  readonly measureUploads: MeasurePictures = async (srcs) => {
    const uploads = srcs.filter((src) => src.startsWith('/uploads/')).slice(0, IMAGE_SIZES_MAX_SRCS);
    return uploads.length === 0 ? {} : this.callOr({}, PublicCall.GET_IMAGE_SIZES, { srcs: uploads });
  };

  /**
   * `POST {apiBase}/<name>` with the hourly token computed here, on the server; resolves to `data` when `code` is 0.
   * A failure is reported (`onFailure`) before it reaches the loader, whatever the loader makes of it: a page with
   * a fallback in place of data must not be kept as if it were the content.
   */
  async call<T>(name: PublicCallName, body: object = {}): Promise<T> {
    try {
      return await this.answerOf<T>(name, body);
    } catch (error) {
      if (!isMissing(error)) this.options.onFailure?.();
      throw error;
    }
  }

  private async answerOf<T>(name: PublicCallName, body: object): Promise<T> {
    const { origin, runtime } = this.settings;
    const now = this.options.now?.() ?? new Date();
    const response = await this.post(name, `${origin}${runtime.apiBase}/${name}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [Header.HOURLY_TOKEN]: serverHourlyToken(runtime.tokenSecret, now),
        [Header.LANG]: this.options.lang ?? DEFAULT_LANG,
        ...(this.settings.previewToken ? { [Header.PREVIEW]: this.settings.previewToken } : {}),
        ...(this.settings.visitor ? { [Header.VISITOR]: this.settings.visitor } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    for (const family of response.headers.get(TIME_MACHINE_INCOMPLETE_HEADER)?.split(',') ?? []) {
      if (family.trim()) this.historyGaps.add(family.trim());
    }
    const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
    if (typeof envelope?.code !== 'number') {
      throw new PublicApiError(response.status, `unreadable answer (HTTP ${response.status})`);
    }
    if (envelope.code !== ErrorCode.OK) throw new PublicApiError(envelope.code, envelope.msg, envelope.error);
    return envelope.data;
  }

  /**
   * `fetch`, asked once more when it failed before any answer arrived. Undici (Node's fetch) keeps sockets alive
   * in a pool and learns that the server closed one only when it next reads from it: a request written there in
   * between fails, "fetch failed" (cause: "other side closed", or ECONNRESET), and undici never sends it again
   * (nodejs/undici#3492). Node's own idle timeout is not the culprit here: the server (Nest keeps Node's default)
   * closes a keep-alive socket after 5 s and says so (`Keep-Alive: timeout=5`), and undici retires its sockets
   * 2 s before that hint (3.1 s measured, Node 20), so a dispatcher with a shorter keep-alive would change nothing.
   * What the server closes first are sockets undici still holds: idle ones at `server.close()` (a graceful stop with
   * renders in flight), those of an API restarted on the same address or of one timing out sooner than it says
   * (API_INTERNAL_URL under react-router dev). Asking again takes another connection. fetch rejects with a
   * TypeError only when no answer came (an HTTP 500 is an answer; the deadline is a DOMException TimeoutError, and
   * the second attempt shares it); and the server never read a request it answered by closing an idle socket, so
   * the calls with a side effect (a news view, a download count) are not counted twice.
   */
  private async post(name: PublicCallName, url: string, init: RequestInit): Promise<Response> {
    const send = this.options.fetch ?? fetch;
    try {
      return await send(url, init);
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      const cause = error.cause instanceof Error ? error.cause.message : error.message;
      this.warn(`[public-site] ${name}: connection lost before an answer (${cause}), asking once more`);
      return send(url, init);
    }
  }

  /**
   * `call`, but a failure is logged and answered with `fallback`: a page whose optional data (settings, SEO) is
   * unavailable still renders, with defaults.
   */
  async callOr<T>(fallback: T, name: PublicCallName, body: object = {}): Promise<T> {
    try {
      return await this.call<T>(name, body);
    } catch (error) {
      this.warn(`[public-site] ${name} failed, rendering defaults: ${error instanceof Error ? error.message : error}`);
      return fallback;
    }
  }

  /** `call` for data a page cannot render without: failures become the 404 or the 503 error page. */
  async required<T>(name: PublicCallName, body: object = {}): Promise<T> {
    try {
      return await this.call<T>(name, body);
    } catch (error) {
      throw pageFailure(name, error, this.warn);
    }
  }

  /** `required` for data a page can do without: missing (404) answers null; an API failure is still a 503. */
  async optional<T>(name: PublicCallName, body: object = {}): Promise<T | null> {
    try {
      return await this.call<T>(name, body);
    } catch (error) {
      if (isMissing(error)) return null;
      throw pageFailure(name, error, this.warn);
    }
  }
}

/** The API for a loader, from its `context`. */
export function serverApi(context: Readonly<RouterContextProvider> | undefined, options?: ServerApiOptions): ServerApi {
  const site = siteOf(context);
  return new ServerApi(apiSettingsOf(site), { onFailure: site.onApiFailure, warn: site.warn, ...options });
}

/**
 * A loader's data with the families its answers showed as they are now under the time machine (`timeMachineGaps`):
 * the banner gathers them from every loader of the page, so a client-side navigation updates it as a full load does.
 */
export function withHistoryGaps<T extends object>(api: ServerApi, page: T): T & { timeMachineGaps: string[] } {
  return { ...page, timeMachineGaps: api.timeMachineGaps() };
}
