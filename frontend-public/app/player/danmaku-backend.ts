import { ErrorCode, hourlyToken, type DanmakuTuple, type Envelope } from '@site/contract';

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

/**
 * DPlayer's `apiBackend` for our `{ code, msg, data }` envelope: a failure hands DPlayer the server's `msg`,
 * which the player shows as its notice. A comment carries the hourly token computed when it is sent, so a
 * page left open across the hour still posts.
 */
export function danmakuBackend(tokenSecret: string, fetcher: typeof fetch = (...args) => fetch(...args)) {
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
      try {
        const response = await fetcher(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ ...data, token: hourlyToken(tokenSecret) }),
        });
        const envelope = await envelopeOf(response);
        if (envelope?.code !== ErrorCode.OK) return error(envelope?.msg);
        success(envelope);
      } catch {
        error();
      }
    },
  };
}
