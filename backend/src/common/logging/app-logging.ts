import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from 'express';
import pino, { type DestinationStream, type Level, type Logger as Pino } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
import pretty from 'pino-pretty';
import type { AppRequest } from '../http/request-context';
import type { LogLevel } from './log-level';

/**
 * Where a credential could sit in anything logged: never written, whoever logs the object (the access line itself
 * carries no header or body; this is for a line that logs a request or an error's context).
 */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.token',
  'req.headers.access_token',
  'res.headers["set-cookie"]',
  '*.password',
  '*.new_password',
  '*.access_token',
  '*.token',
  '*.secret',
];

/** The request's path without its query string (a preview link carries its grant there). */
const pathOf = (req: IncomingMessage) => (req.url ?? '').split('?')[0];

/**
 * One line per request, written when its answer is finished (or its connection closed): method, path, status,
 * duration and the client's address as Express sees it (TRUST_PROXY); pino-http's logger for the request adds its
 * id (`requestId`).
 */
function accessLine(req: IncomingMessage, res: ServerResponse, durationMs: number) {
  return {
    method: req.method,
    route: pathOf(req),
    status: res.statusCode,
    durationMs: Math.round(durationMs * 10) / 10,
    ip: (req as Request).ip,
  };
}

/**
 * The server's logger: pino writing JSON lines to stdout, or readable text when stdout is a terminal (`npm start`
 * in a shell). Nest's loggers (`new Logger(context)` everywhere) reach it through nestjs-pino (see logging.module.ts);
 * the access log is pino-http, mounted before everything else so that uploads, pages and the API are all logged.
 */
export class AppLogging {
  readonly logger: Pino;
  readonly accessLog: HttpLogger;

  constructor(level: LogLevel, destination: DestinationStream = defaultDestination()) {
    this.logger = pino(
      { level, timestamp: pino.stdTimeFunctions.isoTime, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
      destination,
    );
    this.accessLog = pinoHttp({
      logger: this.logger,
      // The id requestIdMiddleware gave the request (a proxy's X-Request-Id when sane), bound to every line.
      genReqId: (req) => (req as AppRequest).requestId,
      customAttributeKeys: { reqId: 'requestId' },
      quietReqLogger: true,
      quietResLogger: true,
      customLogLevel: (_req, res, error): Level => (error || res.statusCode >= 500 ? 'error' : 'info'),
      customSuccessMessage: () => 'request',
      customErrorMessage: () => 'request failed',
      customSuccessObject: (req, res, value: { responseTime: number }) => accessLine(req, res, value.responseTime),
      customErrorObject: (req, res, error, value: { responseTime: number }) => ({
        ...accessLine(req, res, value.responseTime),
        error: error.message,
      }),
    });
  }
}

/** Text for a person at a terminal, JSON lines for everything else (Docker's log, a file, a collector). */
function defaultDestination(): DestinationStream {
  // Written in 4 KiB batches, not one write per line (the access line's cost, decision 073); pino writes what is
  // left when the process exits, so only a SIGKILL loses the last lines.
  if (!process.stdout.isTTY) return pino.destination({ dest: 1, sync: false, minLength: 4096 });
  return pretty({ sync: true, colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' });
}
