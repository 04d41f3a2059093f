import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Express } from 'express';
import { ApiHttpAdapter } from './api-http-adapter';

describe('requests and responses born with Express prototypes (ApiHttpAdapter)', () => {
  let adapter: ApiHttpAdapter;
  let express: Express;
  let base: string;

  beforeAll(async () => {
    adapter = new ApiHttpAdapter();
    adapter.initHttpServer({});
    express = adapter.getInstance<Express>();
    // Answered before Express runs: what Node's server made, untouched.
    adapter.answerEarly('GET', '/born', (req, res) => {
      const born = {
        request: Object.getPrototypeOf(req) === express.request,
        response: Object.getPrototypeOf(res) === express.response,
      };
      res.end(JSON.stringify(born));
    });
    express.get('/express', (req, res) => {
      res.status(201).json({ probe: req.get('x-probe'), path: req.path, secure: req.secure });
    });
    const server = adapter.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => adapter.close());

  it('makes every request and response with the prototypes Express would give them', async () => {
    const answer = await fetch(`${base}/born`);
    expect(await answer.json()).toEqual({ request: true, response: true });
  });

  it("leaves Express's own prototype change nothing to change, and Express's methods working", async () => {
    const setPrototypeOf = Object.setPrototypeOf;
    /** For each change Express asks on a request or response: whether the prototype was already the one asked. */
    const alreadySet: boolean[] = [];
    const spy = jest.spyOn(Object, 'setPrototypeOf').mockImplementation((target: object, prototype: object | null) => {
      if (prototype === express.request || prototype === express.response) {
        alreadySet.push(Object.getPrototypeOf(target) === prototype);
      }
      return setPrototypeOf(target, prototype) as object;
    });
    try {
      const answer = await fetch(`${base}/express?x=1`, { headers: { 'x-probe': 'sent' } });
      expect(answer.status).toBe(201);
      expect(await answer.json()).toEqual({ probe: 'sent', path: '/express', secure: false });
      expect(alreadySet).toEqual([true, true]);
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses the server options it does not implement', () => {
    expect(() => new ApiHttpAdapter().initHttpServer({ forceCloseConnections: true })).toThrow(/not supported/);
  });
});
