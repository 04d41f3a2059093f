import type { Server, ServerResponse } from 'node:http';

/**
 * How long the app keeps an idle keep-alive connection open: longer than docker/nginx.conf's upstream
 * `keepalive_timeout` (60 s), so nginx always gives up an idle connection first and never sends a request on one
 * the app is closing at that very moment.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export interface Draining {
  /** Stops the listener and ends every connection once its answer in flight is sent; resolves when none is left. */
  drain(): Promise<void>;
}

/**
 * Keep-alive handling for a server that may be stopped: from `drain()` on, every answer — those in flight included —
 * carries `Connection: close`, so a client (nginx) sends its next request on a new connection, which the stopped
 * listener refuses and nginx tries on the next server; connections with no request in flight are closed at once.
 */
export function prepareForDraining(server: Server): Draining {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node's default (60 s) would end a kept connection waiting for its next request's headers before keepAliveTimeout.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
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
      // server.close() also closes the connections idle now (Node ≥ 19); the busy ones end after their answer. An
      // answer already on its way at the signal went out keep-alive: its connection is closed once idle.
      const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
      return new Promise<void>((resolve) =>
        server.close(() => {
          clearInterval(idleSweep);
          resolve();
        }),
      );
    },
  };
}
