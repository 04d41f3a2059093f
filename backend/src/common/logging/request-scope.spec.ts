import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import express from 'express';
import request from 'supertest';
import { bodyParsers } from '../http/body-parsers';
import { requestIdMiddleware } from '../http/request-context';
import { AppLogging } from './app-logging';

/** The lines an AppLogging wrote, parsed. */
function capturedLogging() {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logging: new AppLogging('info', destination), lines };
}

describe('the request id on every line of its request', () => {
  it('is on a line logged deep in the handling, after the body was read and after awaits and timers', async () => {
    const { logging, lines } = capturedLogging();
    const app = express();
    app.use(requestIdMiddleware);
    app.use(bodyParsers({ maxBytes: 1024, maxKeys: 10, maxItems: 10, maxDepth: 5, timeoutMs: 1000 }));
    app.post('/work', async (req, res) => {
      await sleep(1);
      logging.logger.warn({ got: req.body.n }, 'deep in a service');
      res.json({ ok: true });
    });

    await Promise.all(
      ['request-one-0001', 'request-two-0002'].map((id, n) =>
        request(app).post('/work').set('X-Request-Id', id).send({ n }).expect(200),
      ),
    );
    logging.logger.info('outside any request');

    expect(lines.filter((line) => line.msg === 'deep in a service')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ requestId: 'request-one-0001', got: 0 }),
        expect.objectContaining({ requestId: 'request-two-0002', got: 1 }),
      ]),
    );
    expect(lines.find((line) => line.msg === 'outside any request')).not.toHaveProperty('requestId');
  });
});
