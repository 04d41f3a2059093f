import { hourlyToken } from '@site/contract';
import createClient, { type Client } from 'openapi-fetch';
import type { CallArgs, CallBody, CallData, CallName, ListCallName, ListItem } from './calls.js';
import type { paths } from './generated/openapi.js';
import { dataOf, type CallResult, type Failure } from './results.js';

export interface SiteClientOptions {
  /** The site's origin (or the path the site is served under), e.g. `https://www.example.com`. */
  baseUrl: string;
  /**
   * The site's API_TOKEN_SECRET (ask its operator): the hourly `token` header is computed from it for every call,
   * for the UTC hour the call is made in. Public calls and `adm/login` need it; an API key alone does not.
   */
  tokenSecret?: string;
  /** An API key (`sitekey_…`, from `adm/save_api_key`), sent as `Authorization: Bearer`. */
  apiKey?: string;
  /** An access token from `adm/login` (or `signIn`), sent as the `access_token` header. */
  accessToken?: string;
  /** The content language (`lang` header); the site's default when left out. */
  lang?: string;
  /** The language of `msg` (`Accept-Language`): `en`, or Chinese when left out. */
  acceptLanguage?: string;
  /** Another fetch (a proxy agent, a test double); the global fetch by default. */
  fetch?: typeof globalThis.fetch;
}

/** The most rows a list call answers at once (the contract's cap): the page size the iterators ask for by default. */
export const MAX_PAGE_SIZE = 100;

/** openapi-fetch's POST seen from `call`, whose types come from calls.ts rather than from a path literal. */
type UntypedPost = (path: string, init: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
type Credentials = { header: 'authorization' | 'access_token'; value: string } | null;

/**
 * A client of the site's API: every call by its contract name (`site.call('get_news_list', { page: 1 })`), typed
 * from the generated OpenAPI document, answering a result that narrows on `ok` and then on `error`.
 */
export class SiteClient {
  /** The openapi-fetch client underneath, with the same headers, for what `call` does not cover. */
  readonly raw: Client<paths>;
  /** Private (as the credentials): they hold the secret and the key, which must not show when the client is logged. */
  readonly #options: SiteClientOptions;
  #credentials: Credentials;

  constructor(options: SiteClientOptions) {
    this.#options = options;
    if (options.apiKey && options.accessToken) throw new Error('Give an API key or an access token, not both');
    this.#credentials = options.apiKey
      ? { header: 'authorization', value: `Bearer ${options.apiKey}` }
      : options.accessToken
        ? { header: 'access_token', value: options.accessToken }
        : null;
    this.raw = createClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch });
    this.raw.use({ onRequest: ({ request }) => this.#withHeaders(request) });
  }

  /** The access token in use (after `signIn`, or given), or undefined. */
  get accessToken(): string | undefined {
    return this.#credentials?.header === 'access_token' ? this.#credentials.value : undefined;
  }

  /** `POST /api/<name>`; a body with a Blob field (an upload) goes as multipart form data, any other as JSON. */
  async call<N extends CallName>(name: N, ...[body]: CallArgs<N>): Promise<CallResult<N>> {
    const { data, error, response } = await (this.raw.POST as UntypedPost)(`/api/${name}`, {
      body,
      ...(hasBlob(body) ? { bodySerializer: formData } : {}),
    });
    const envelope = (data ?? error) as Failure | undefined;
    if (typeof envelope?.code !== 'number')
      throw new Error(`${response.url}: HTTP ${response.status} without an API answer`);
    const result = envelope.code === 0 ? { ok: true, ...envelope } : { ...envelope, ok: false };
    return { ...result, response } as CallResult<N>;
  }

  /**
   * `adm/login`. When it answers an access token, later calls send it (instead of an API key); an account with a
   * second factor answers `{ totp_required, challenge }` instead: finish with `signInWithCode`.
   */
  async signIn(credentials: CallBody<'adm/login'>): Promise<CallResult<'adm/login'>> {
    return this.#keepAccessToken(await this.call('adm/login', credentials));
  }

  /** `adm/login_totp`: the second step of a sign-in with a one-time or recovery code. */
  async signInWithCode(code: CallBody<'adm/login_totp'>): Promise<CallResult<'adm/login_totp'>> {
    return this.#keepAccessToken(await this.call('adm/login_totp', code));
  }

  /** `adm/logout`: the access token is revoked on the server and forgotten here. */
  async signOut(): Promise<CallResult<'adm/logout'>> {
    const result = await this.call('adm/logout');
    if (result.ok) this.#credentials = null;
    return result;
  }

  /** Every page of a list call, from `body.page` (1 by default) until `total` is reached; a failure is thrown. */
  async *pages<N extends ListCallName>(name: N, body?: CallBody<N>): AsyncGenerator<CallData<N>, void, undefined> {
    const { page: first = 1, limit = MAX_PAGE_SIZE } = (body ?? {}) as { page?: number; limit?: number };
    const call = this.call.bind(this) as (name: N, body: object) => Promise<CallResult<N>>;
    for (let page = first; ; page++) {
      const data = dataOf(await call(name, { ...(body as object | undefined), page, limit }));
      yield data;
      const { list, total } = data as { list: unknown[]; total: number };
      if (list.length === 0 || page * limit >= total) return;
    }
  }

  /** Every row of a list call, page after page (see `pages`). */
  async *items<N extends ListCallName>(name: N, body?: CallBody<N>): AsyncGenerator<ListItem<N>, void, undefined> {
    for await (const page of this.pages(name, body)) yield* (page as { list: ListItem<N>[] }).list;
  }

  #keepAccessToken<R extends CallResult<'adm/login'> | CallResult<'adm/login_totp'>>(result: R): R {
    if (result.ok && 'access_token' in result.data)
      this.#credentials = { header: 'access_token', value: result.data.access_token };
    return result;
  }

  #withHeaders(request: Request): Request {
    const { tokenSecret, lang, acceptLanguage } = this.#options;
    if (tokenSecret) request.headers.set('token', hourlyToken(tokenSecret, new Date()));
    if (lang) request.headers.set('lang', lang);
    if (acceptLanguage) request.headers.set('accept-language', acceptLanguage);
    if (this.#credentials) request.headers.set(this.#credentials.header, this.#credentials.value);
    return request;
  }
}

export const createSiteClient = (options: SiteClientOptions): SiteClient => new SiteClient(options);

const hasBlob = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && Object.values(body).some((value) => value instanceof Blob);

/** An upload's fields as multipart form data: files as they are, lists one entry per item, the rest as text. */
function formData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item instanceof Blob) form.append(name, item);
      else if (item !== undefined && item !== null) form.append(name, String(item));
    }
  }
  return form;
}
