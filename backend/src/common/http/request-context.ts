import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { AuthenticatedAdmin } from '../auth/authenticated-admin';
import { inRequestScope } from '../logging/request-scope';

/** What the server attaches to a request on its way through. */
export interface AppRequest extends Request {
  requestId: string;
  lang: string;
  admin?: AuthenticatedAdmin;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives every request an id (kept from a proxy's X-Request-Id when sane) for logs and 500 answers, and handles the rest
 * of it in that request's scope: every line logged on its way names it.
 */
export function requestIdMiddleware(req: Request, res: Response, next: NextFunction): void {
  const incoming = headerValue(req, 'x-request-id');
  const id = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  (req as AppRequest).requestId = id;
  res.setHeader('X-Request-Id', id);
  inRequestScope(id, next);
}

/** A request header as one string (the first value when repeated). */
export function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
