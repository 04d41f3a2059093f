import {
  ADMIN_PREFIX,
  AdminCall,
  DEFAULT_LANG,
  ErrorCode,
  ErrorName,
  Header,
  hourlyToken,
  type AdminCallName,
  type Envelope,
} from '@site/contract';

/** A failed call: `code`, `msg` and the stable `error` name come from the envelope (or describe why there was none). */
export class ApiCallError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
    /** What went wrong, for code that branches on it (never the message text); absent when no envelope came. */
    readonly error?: ErrorName,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

/** `code` of failures that never reached the server (no envelope to read). */
export const NETWORK_ERROR_CODE = 0;

export interface ApiClientOptions {
  tokenSecret: string;
  /** Where the API lives, from the runtime settings (e.g. `/api`); the admin calls are under `<apiBase>/adm`. */
  apiBase?: string;
  getAccessToken: () => string | null;
  /** Called on 401 (token missing, expired or revoked) so the app can drop it and show the sign-in screen. */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
  now?: () => Date;
  lang?: string;
  /**
   * The back office's language now (default: the page's `<html lang>`, which the language switcher and the login
   * page keep up to date), sent as `Accept-Language` so the server's messages match the screen.
   */
  uiLocale?: () => string;
}

/**
 * `Accept-Language` for a UI locale. The server writes its messages in Chinese and English only: a Chinese screen
 * asks for Chinese, any other for its own language first and then English, which reads better than Chinese there.
 */
export function acceptLanguageFor(locale: string): string {
  if (!locale || locale.toLowerCase().startsWith('zh')) return locale || 'zh-CN';
  return locale.toLowerCase().startsWith('en') ? locale : `${locale}, en;q=0.8`;
}

const pageLocale = () => globalThis.document?.documentElement.lang ?? '';

/** Progress of a multipart upload, 0–1. */
export type ProgressListener = (fraction: number) => void;

export interface ApiClient {
  /** `POST <apiBase>/adm/<name>` with a JSON body (or a multipart `FormData`); resolves to the envelope's `data`. */
  call<T>(name: AdminCallName, body?: object | FormData): Promise<T>;
  /** The same call as `call`, sent with XMLHttpRequest so upload progress can be reported. */
  upload<T>(name: AdminCallName, form: FormData, onProgress?: ProgressListener): Promise<T>;
}

/** The two sign-in steps: made without any access token (a stale one would only confuse the server's records). */
const SIGN_IN_CALLS = new Set<AdminCallName>([AdminCall.LOGIN, AdminCall.LOGIN_TOTP]);

/** The `error` names that mean the stored access token is of no use any more. */
export function endsSession(error: ErrorName | undefined): boolean {
  return error === ErrorName.ACCESS_TOKEN_INVALID || error === ErrorName.ACCESS_TOKEN_EXPIRED;
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope).code === 'number' &&
    typeof (value as Envelope).msg === 'string'
  );
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? (() => new Date());
  const prefix = options.apiBase === undefined ? ADMIN_PREFIX : `${options.apiBase.replace(/\/$/, '')}/adm`;

  function headersFor(name: AdminCallName): Record<string, string> {
    const headers: Record<string, string> = {
      [Header.HOURLY_TOKEN]: hourlyToken(options.tokenSecret, now()),
      [Header.LANG]: options.lang ?? DEFAULT_LANG,
      'Accept-Language': acceptLanguageFor((options.uiLocale ?? pageLocale)()),
    };
    const accessToken = SIGN_IN_CALLS.has(name) ? null : options.getAccessToken();
    if (accessToken) headers[Header.ACCESS_TOKEN] = accessToken;
    return headers;
  }

  function unwrap<T>(status: number, envelope: unknown): T {
    if (!isEnvelope(envelope)) {
      throw new ApiCallError(
        status >= 200 && status < 300 ? ErrorCode.INTERNAL : status,
        `服务器应答无法识别（HTTP ${status}）`,
      );
    }
    if (envelope.code !== ErrorCode.OK) {
      // Only a refused access token ends the session (a failed sign-in answers CREDENTIALS_INVALID).
      if (endsSession(envelope.error)) options.onUnauthorized?.();
      throw new ApiCallError(
        envelope.code,
        envelope.msg || `请求失败（${envelope.code}）`,
        envelope.data,
        envelope.error,
      );
    }
    return envelope.data as T;
  }

  return {
    async call<T>(name: AdminCallName, body: object | FormData = {}): Promise<T> {
      const headers = headersFor(name);
      const isForm = body instanceof FormData;
      if (!isForm) headers['Content-Type'] = 'application/json';

      let response: Response;
      try {
        response = await send(`${prefix}/${name}`, {
          method: 'POST',
          headers,
          body: isForm ? body : JSON.stringify(body),
        });
      } catch {
        throw new ApiCallError(NETWORK_ERROR_CODE, '无法连接服务器，请检查网络后重试');
      }
      const envelope: unknown = await response.json().catch(() => null);
      return unwrap<T>(response.status, envelope);
    },

    upload<T>(name: AdminCallName, form: FormData, onProgress?: ProgressListener): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const request = new XMLHttpRequest();
        request.open('POST', `${prefix}/${name}`);
        for (const [header, value] of Object.entries(headersFor(name))) request.setRequestHeader(header, value);
        request.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress?.(event.loaded / event.total);
        };
        request.onerror = () => reject(new ApiCallError(NETWORK_ERROR_CODE, '无法连接服务器，请检查网络后重试'));
        request.onload = () => {
          let envelope: unknown;
          try {
            envelope = JSON.parse(request.responseText);
          } catch {
            envelope = null;
          }
          try {
            resolve(unwrap<T>(request.status, envelope));
          } catch (error) {
            reject(error);
          }
        };
        request.send(form);
      });
    },
  };
}
