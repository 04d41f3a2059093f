import {
  ADMIN_PREFIX,
  AdminCall,
  DEFAULT_LANG,
  ErrorCode,
  Header,
  hourlyToken,
  type AdminCallName,
  type Envelope,
} from '@site/contract';

/** A failed call: `code` and `msg` come from the envelope (or describe why there was none). */
export class ApiCallError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

/** `code` of failures that never reached the server (no envelope to read). */
export const NETWORK_ERROR_CODE = 0;

export interface ApiClientOptions {
  tokenSecret: string;
  getAccessToken: () => string | null;
  /** Called on 401 (token missing, expired or revoked) so the app can drop it and show the sign-in screen. */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
  now?: () => Date;
  lang?: string;
}

export interface ApiClient {
  /** `POST /api/adm/<name>` with the JSON body; resolves to the envelope's `data` when `code` is 0. */
  call<T>(name: AdminCallName, body?: object): Promise<T>;
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

  return {
    async call<T>(name: AdminCallName, body: object = {}): Promise<T> {
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        [Header.HOURLY_TOKEN]: hourlyToken(options.tokenSecret, now()),
        [Header.LANG]: options.lang ?? DEFAULT_LANG,
      };
      const accessToken = name === AdminCall.LOGIN ? null : options.getAccessToken();
      if (accessToken) headers[Header.ACCESS_TOKEN] = accessToken;

      let response: Response;
      try {
        response = await send(`${ADMIN_PREFIX}/${name}`, { method: 'POST', headers, body: JSON.stringify(body) });
      } catch {
        throw new ApiCallError(NETWORK_ERROR_CODE, '无法连接服务器，请检查网络后重试');
      }
      const envelope: unknown = await response.json().catch(() => null);
      if (!isEnvelope(envelope)) {
        throw new ApiCallError(
          response.ok ? ErrorCode.INTERNAL : response.status,
          `服务器应答无法识别（HTTP ${response.status}）`,
        );
      }
      if (envelope.code !== ErrorCode.OK) {
        // A failed sign-in is not a lost session: only signed-in calls end the session on 401.
        if (envelope.code === ErrorCode.UNAUTHORIZED && name !== AdminCall.LOGIN) options.onUnauthorized?.();
        throw new ApiCallError(envelope.code, envelope.msg || `请求失败（${envelope.code}）`, envelope.data);
      }
      return envelope.data as T;
    },
  };
}
