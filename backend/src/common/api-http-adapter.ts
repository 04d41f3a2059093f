import { ExpressAdapter } from '@nestjs/platform-express';
import type { Response } from 'express';

export const SUCCESS_MSG = '操作成功';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Who else wants a request's answer once it is serialised (see `answerCachedReads`). */
const ANSWER_LISTENER = Symbol('answerListener');
type AnswerListener = (bytes: Buffer) => void;

/** Hands `listener` the bytes of this request's successful answer, when a handler produces one. */
export function onAnswer(res: Response, listener: AnswerListener): void {
  (res.locals as Record<symbol, AnswerListener>)[ANSWER_LISTENER] = listener;
}

/**
 * Sends an envelope already serialised. No ETag: every contract call is a POST, which nothing revalidates, and
 * hashing each answer was a measurable share of a read's work.
 */
export function sendJson(res: Response, status: number, bytes: Buffer): void {
  res.statusCode = status;
  res.setHeader('Content-Type', JSON_TYPE);
  res.setHeader('Content-Length', bytes.byteLength);
  res.end(bytes);
}

/**
 * Express under Nest, answering every handler's result as `{ code: 0, msg, data }` (errors are the exception
 * filter's). This is the envelope's one place for successes: a global interceptor did it before, and on Node 20
 * every interceptor costs each request an AsyncResource binding and rxjs layers, a third of a cheap call's work.
 */
export class ApiHttpAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): void {
    const bytes = Buffer.from(JSON.stringify({ code: 0, msg: SUCCESS_MSG, data: body ?? null }));
    (response.locals as Record<symbol, AnswerListener | undefined>)[ANSWER_LISTENER]?.(bytes);
    sendJson(response, statusCode ?? 200, bytes);
  }
}
