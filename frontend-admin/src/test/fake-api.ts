import { ErrorName, type Envelope } from '@site/contract';
import { vi } from 'vitest';

export interface RecordedCall {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = { status?: number; envelope: Envelope } | { status: number; text: string } | Error;

export const ok = <T>(data: T): Answer => ({ envelope: { code: 0, msg: 'ok', data } });
/** The `error` name the server gives each status when a test names none. */
const NAME_OF_STATUS: Record<number, ErrorName> = {
  400: ErrorName.BAD_REQUEST,
  401: ErrorName.ACCESS_TOKEN_INVALID,
  403: ErrorName.FORBIDDEN_ROLE,
  404: ErrorName.NOT_FOUND,
  409: ErrorName.CONFLICT,
  413: ErrorName.PAYLOAD_TOO_LARGE,
  415: ErrorName.UNSUPPORTED_MEDIA_TYPE,
  422: ErrorName.VALIDATION_FAILED,
  429: ErrorName.RATE_LIMITED,
  500: ErrorName.INTERNAL,
  503: ErrorName.SERVICE_UNAVAILABLE,
};
export const fail = (code: number, msg: string, data: unknown = null, error = NAME_OF_STATUS[code]): Answer => ({
  status: code,
  envelope: { code, msg, data, error },
});

/** A `fetch` that answers `/api/adm/<name>` from a table and records what was sent. */
export function fakeApi(answers: Record<string, Answer | Answer[]>) {
  const calls: RecordedCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    calls.push({
      url,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: JSON.parse(String(init?.body ?? 'null')),
    });
    const name = url.replace('/api/adm/', '');
    const table = answers[name];
    const answer = Array.isArray(table) ? table.shift() : table;
    if (!answer) return new Response(JSON.stringify({ code: 404, msg: '接口不存在', data: null }), { status: 404 });
    if (answer instanceof Error) throw answer;
    if ('text' in answer) return new Response(answer.text, { status: answer.status });
    return new Response(JSON.stringify(answer.envelope), { status: answer.status ?? 200 });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}
