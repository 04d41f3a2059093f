import { once } from 'node:events';
import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import { createServerForExpress } from './express-prototypes';

interface Seen {
  /** The request's prototype as Node's server built it, before Express ran. */
  bornWith: object;
  /** Its prototype in Express's route handler. */
  handledWith: object;
  answer: { status: number; body: unknown; header: string | null };
}

/** One GET through `server`, serving `app`: what the request's prototype was on arrival and in the route. */
async function getThrough(app: Express, server: Server): Promise<Seen> {
  let bornWith: object | null = null;
  let handledWith: object | null = null;
  server.prependListener('request', (req: IncomingMessage) => (bornWith = Object.getPrototypeOf(req) as object));
  app.get('/seen', (req, res) => {
    handledWith = Object.getPrototypeOf(req) as object;
    res.set('x-through', req.get('x-asked') ?? '').json({
      host: req.hostname,
      isRequest: req instanceof IncomingMessage,
      isResponse: res instanceof ServerResponse,
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/seen`, { headers: { 'x-asked': 'asked' } });
    const answer = { status: res.status, body: await res.json(), header: res.headers.get('x-through') };
    return { bornWith: bornWith!, handledWith: handledWith!, answer };
  } finally {
    server.close();
  }
}

describe('createServerForExpress', () => {
  it('still has a reason to exist: Express changes the prototype of a request Node built', async () => {
    const app = express();
    const seen = await getThrough(app, createServer(app));

    // Fails once Express builds its requests with its own prototypes (expressjs/express#5998): then delete
    // express-prototypes.ts and serve the app on Nest's own server.
    expect(seen.bornWith).toBe(IncomingMessage.prototype);
    expect(seen.handledWith).toBe(app.request);
  });

  it('gives every request the prototype Express sets, from birth, and Express works on it', async () => {
    const app = express();
    const seen = await getThrough(
      app,
      createServerForExpress(app, { headersTimeoutMs: 20_000, requestTimeoutMs: 300_000 }),
    );

    expect(seen.bornWith).toBe(app.request);
    expect(seen.handledWith).toBe(seen.bornWith);
    expect(seen.answer).toEqual({
      status: 200,
      body: { host: '127.0.0.1', isRequest: true, isResponse: true },
      header: 'asked',
    });
  });
});
