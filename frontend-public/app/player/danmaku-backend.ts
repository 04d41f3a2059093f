import { ErrorCode, hourlyToken, type DanmakuTuple, type Envelope } from '@site/contract';
import { promiseToast } from '../notify/promise-toast';

/** One comment as DPlayer draws it. */
export interface DrawnDanmaku {
  time: number;
  type: number;
  color: number;
  author: string;
  text: string;
}

interface ReadRequest {
  url: string;
  success: (list: DrawnDanmaku[]) => void;
  error: (message?: string) => void;
}

interface SendRequest {
  url: string;
  data: Record<string, unknown>;
  success: (answer: unknown) => void;
  error: (message?: string) => void;
}

async function envelopeOf<T>(response: Response): Promise<Envelope<T> | null> {
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  return typeof body?.code === 'number' ? body : null;
}

/** A comment the server refused (its `msg`), or that got no answer of ours (no `msg`). */
class SendFailure extends Error {
  constructor(readonly serverMessage?: string) {
    super(serverMessage ?? 'unreachable');
  }
}

export const DANMAKU_TOASTS = {
  pending: '正在发送弹幕…',
  resolve: '弹幕已发送',
  /** Without a `msg` from the server (unreachable, or an answer that is not ours). */
  reject: '弹幕发送失败，请稍后再试',
} as const;

const failureText = (error: unknown) => (error instanceof SendFailure && error.serverMessage) || DANMAKU_TOASTS.reject;

/**
 * DPlayer's `apiBackend` for our `{ code, msg, data }` envelope: a failure hands DPlayer the server's `msg`,
 * which the player shows as its notice. A comment carries the hourly token computed when it is sent, so a
 * page left open across the hour still posts. While it is on its way a promise toast says so, then turns
 * into "sent" or the server's `msg`.
 */
export function danmakuBackend(
  tokenSecret: string,
  fetcher: typeof fetch = (...args) => fetch(...args),
  notify: typeof promiseToast = promiseToast,
) {
  return {
    async read({ url, success, error }: ReadRequest) {
      try {
        const envelope = await envelopeOf<DanmakuTuple[]>(
          await fetcher(url, { headers: { Accept: 'application/json' } }),
        );
        if (envelope?.code !== ErrorCode.OK) return error(envelope?.msg);
        success(envelope.data.map(([time, type, color, author, text]) => ({ time, type, color, author, text })));
      } catch {
        error();
      }
    },
    async send({ url, data, success, error }: SendRequest) {
      const post = async () => {
        const response = await fetcher(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ ...data, token: hourlyToken(tokenSecret) }),
        }).catch(() => {
          throw new SendFailure();
        });
        const envelope = await envelopeOf(response);
        if (envelope?.code !== ErrorCode.OK) throw new SendFailure(envelope?.msg);
        return envelope;
      };
      let envelope: Envelope<unknown>;
      try {
        envelope = await notify(post(), { ...DANMAKU_TOASTS, reject: failureText });
      } catch (failure) {
        return error(failure instanceof SendFailure ? failure.serverMessage : undefined);
      }
      success(envelope);
    },
  };
}
