// What a call answers, decided on the envelope's `code` as the contract asks (never on the HTTP status alone).
import type { CallData, CallFailure, CallName } from './calls.js';

/** A successful answer: its `data`, typed by the call. */
export interface CallOk<N extends CallName> {
  ok: true;
  data: CallData<N>;
  msg: string;
  response: Response;
}

/** A failed answer: the error envelope (`code`, `msg`, `error`, `data`), which narrows on `error`. */
export type CallFailed<N extends CallName> = CallFailure<N> & { ok: false; response: Response };

export type CallResult<N extends CallName> = CallOk<N> | CallFailed<N>;

/** The envelope of any failure: what a SiteApiError carries. */
export interface Failure {
  code: number;
  msg: string;
  error: string;
  data: unknown;
}

/** A failed call where a result cannot be returned (pagination, `dataOf`): the error envelope, thrown. */
export class SiteApiError<F extends Failure = Failure> extends Error {
  override readonly name = 'SiteApiError';
  readonly code: number;
  readonly error: F['error'];
  readonly data: F['data'];

  constructor(
    readonly url: string,
    readonly failure: F,
  ) {
    super(`${url}: ${failure.error} (${failure.code}) ${failure.msg}`);
    this.code = failure.code;
    this.error = failure.error;
    this.data = failure.data;
  }
}

/** The `data` of a successful result; a failure is thrown as a SiteApiError. */
export function dataOf<N extends CallName>(result: CallResult<N>): CallData<N> {
  if (result.ok) return result.data;
  // Every documented failure is a Failure; the generic union does not say so to the compiler.
  const { code, msg, error, data, response } = result as unknown as Failure & { response: Response };
  throw new SiteApiError(response.url, { code, msg, error, data });
}
