import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { NestApplicationOptions } from '@nestjs/common';
import type { RequestHandler as NestRequestHandler } from '@nestjs/common/interfaces';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { RequestHandler, Response } from 'express';
import { expressBornMessages, type ExpressPrototypes } from './express-born-messages';
import { StaticRoutes } from './static-routes';

export const SUCCESS_MSG = '操作成功';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Who else wants a request's answer once it is serialised (see `answerCachedReads`). */
const ANSWER_LISTENER = Symbol('answerListener');
type AnswerListener = (bytes: Buffer) => void;

/** Hands `listener` the bytes of this request's successful answer, when a handler produces one. */
export function onAnswer(res: Response, listener: AnswerListener): void {
  (res.locals as Record<symbol, AnswerListener>)[ANSWER_LISTENER] = listener;
}

/** The success envelope `{ code: 0, msg, data }` of a handler's result, serialised. */
export function envelopeBytes(body: unknown): Buffer {
  return Buffer.from(JSON.stringify({ code: 0, msg: SUCCESS_MSG, data: body ?? null }));
}

/**
 * Sends an envelope already serialised. No ETag: every contract call is a POST, which nothing revalidates, and
 * hashing each answer was a measurable share of a read's work.
 */
export function sendJson(res: ServerResponse, status: number, bytes: Buffer): void {
  res.statusCode = status;
  res.setHeader('Content-Type', JSON_TYPE);
  res.setHeader('Content-Length', bytes.byteLength);
  res.end(bytes);
}

/**
 * Answers a request before Express sees it, or calls `passOn` (before writing anything) to let Express and Nest
 * answer it as usual.
 */
export type EarlyAnswer = (req: IncomingMessage, res: ServerResponse, passOn: () => void) => void;

/**
 * Express under Nest, answering every handler's result as `{ code: 0, msg, data }` (errors are the exception
 * filter's). This is the envelope's one place for successes: a global interceptor did it before, and on Node 20
 * every interceptor costs each request an AsyncResource binding and rxjs layers, a third of a cheap call's work.
 *
 * Its HTTP server can also answer chosen requests at the door, before Express (see `answerEarly`).
 */
export class ApiHttpAdapter extends ExpressAdapter {
  /** Early answers by `${method} ${url}`, the URL exactly as sent. */
  private readonly earlyAnswers = new Map<string, EarlyAnswer>();
  /** GET and POST routes with fixed paths, dispatched by one middleware placed where the first of them was added. */
  private staticRoutes: StaticRoutes | null = null;

  override reply(response: Response, body: unknown, statusCode?: number): void {
    const bytes = envelopeBytes(body);
    (response.locals as Record<symbol, AnswerListener | undefined>)[ANSWER_LISTENER]?.(bytes);
    sendJson(response, statusCode ?? 200, bytes);
  }

  /**
   * Lets `answer` take requests for exactly `method url` before Express does. Express alone costs a request
   * several times what node:http does (its request and response prototypes, its middleware chain), so a call
   * that must be cheaper than that — the health probe a load balancer sends several times a second — is answered
   * here. Any other spelling of the URL (a query, a trailing slash, another case) goes through Express and Nest.
   */
  answerEarly(method: string, url: string, answer: EarlyAnswer): void {
    this.earlyAnswers.set(`${method} ${url}`, answer);
  }

  override get(...args: [handler: NestRequestHandler] | [path: unknown, handler: NestRequestHandler]): unknown {
    if (this.addRoute('GET', args)) return undefined;
    return args.length === 1 ? super.get(args[0]) : super.get(args[0], args[1]);
  }

  override post(...args: [handler: NestRequestHandler] | [path: unknown, handler: NestRequestHandler]): unknown {
    if (this.addRoute('POST', args)) return undefined;
    return args.length === 1 ? super.post(args[0]) : super.post(args[0], args[1]);
  }

  /** Files a `(path, handler)` route with a fixed path among the static routes; false for any other route. */
  private addRoute(method: 'GET' | 'POST', args: unknown[]): boolean {
    const [path, handler] = args;
    if (args.length !== 2 || !StaticRoutes.isFixed(path) || typeof handler !== 'function') return false;
    if (!this.staticRoutes) {
      this.staticRoutes = new StaticRoutes();
      this.getInstance<{ use: (handler: RequestHandler) => void }>().use(this.staticRoutes.dispatch);
    }
    this.staticRoutes.add(method, path, handler as RequestHandler);
    return true;
  }

  /**
   * Node's HTTP server, as Nest's adapter makes it but with requests and responses born with Express's prototypes
   * (see expressBornMessages), and early answers taken before Express.
   */
  override initHttpServer(options?: NestApplicationOptions): void {
    // The app passes neither (TLS ends at the proxy in front of it): refusing them beats ignoring them.
    if (options?.httpsOptions || options?.forceCloseConnections) {
      throw new Error('ApiHttpAdapter serves plain HTTP: httpsOptions and forceCloseConnections are not supported');
    }
    const express = this.getInstance<ExpressPrototypes & ((req: IncomingMessage, res: ServerResponse) => void)>();
    this.httpServer = createServer(expressBornMessages(express), (req, res) => {
      const early = this.earlyAnswers.get(`${req.method} ${req.url}`);
      if (early) early(req, res, () => express(req, res));
      else express(req, res);
    });
  }
}
