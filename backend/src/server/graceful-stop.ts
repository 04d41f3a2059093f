import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

/**
 * How long the app keeps an idle keep-alive connection open: longer than the upstream `keepalive_timeout` (4 s) of
 * docker/nginx/templates/default.conf.template, so nginx always closes an idle connection first. Only the client
 * can close a kept connection safely: a server closing one races a request the client may be sending on it that
 * instant, and that request fails (nginx does not retry a POST).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;

export interface Draining {
  /** Stops the listener and ends every connection once its answer in flight is sent; resolves when none is left. */
  drain(): Promise<void>;
}

/**
 * Keep-alive handling for a server that may be stopped. From `drain()` on, every answer — those in flight included —
 * carries `Connection: close`, so a client (nginx) sends its next request on a new connection, which the stopped
 * listener refuses and nginx tries on the next server. Idle connections are left to their client, which closes them
 * within its keep-alive timeout, or to KEEP_ALIVE_TIMEOUT_MS.
 */
export function prepareForDraining(server: Server): Draining {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (draining) response.setHeader('Connection', 'close');
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  return {
    drain: () => {
      draining = true;
      for (const response of inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
      // net.Server's close: stops accepting and calls back once every connection has ended. http.Server's own would
      // also close the idle connections at once, racing the requests nginx may be sending on them (see above;
      // nodejs/node#51677, Node's intended behaviour since 19, with no option to keep them). Kept by decision 085; its
      // spec fails the day http.Server#close() stops dropping such a request.
      return new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
    },
  };
}
