import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { Express, Request, Response } from 'express';
import type { AppConfig } from '../config/app-config';
import { toOriginForm } from '../common/http/request-target';

/**
 * The node:http server the app is served on, its requests and responses born with the prototypes Express gives
 * them. Nest documents creating the server yourself for the Express instance after `app.init()` ("Multiple
 * simultaneous servers"); this is that server.
 *
 * Works around Express changing the prototype of every request and response: its `app.handle` runs
 * `Object.setPrototypeOf(req, app.request)` and the same for `res`, and changing a live object's prototype makes V8
 * drop what it had optimised for it — https://github.com/expressjs/express/issues/5998 (open; it proposes this very
 * remedy) and https://github.com/nodejs/node/issues/37457. The frameworks alone, in docs/benchmarks.md, show what
 * that costs each request.
 *
 * Both sides are documented extension points: Node's server builds its messages from the `IncomingMessage` and
 * `ServerResponse` classes it is given ("useful for extending the original"), and Express names `app.request` and
 * `app.response` as the app's own prototypes to extend ("Overriding the Express API"). Classes extending Node's,
 * whose prototypes carry Express's API, become the app's prototypes: Express then sets each message's prototype to
 * the one it was born with, which V8 does without touching the object.
 *
 * express-prototypes.spec.ts fails the day Express stops changing prototypes itself: then delete this file and
 * serve the app on Nest's own server (`app.listen`).
 */
export function createServerForExpress(
  app: Express,
  config: Pick<AppConfig, 'headersTimeoutMs' | 'requestTimeoutMs'>,
): Server {
  class ExpressRequest extends IncomingMessage {}
  class ExpressResponse extends ServerResponse {}
  Object.setPrototypeOf(ExpressRequest.prototype, app.request);
  Object.setPrototypeOf(ExpressResponse.prototype, app.response);
  app.request = ExpressRequest.prototype as unknown as Request;
  app.response = ExpressResponse.prototype as unknown as Response;
  return createServer(
    {
      IncomingMessage: ExpressRequest,
      ServerResponse: ExpressResponse,
      // Node answers 408 and closes a connection whose headers, or whole request, are late; it looks every second.
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: 1000,
    },
    (req, res) => {
      toOriginForm(req);
      app(req, res);
    },
  );
}
