// The bench's reference servers, each run by servers.mjs in a process of its own (`node plain-servers.mjs <kind>`),
// as the app runs in its own. It reports its URL, then answers the bench's messages, over the IPC channel.
import { createServer } from 'node:http';

const servers = {
  /**
   * The ceiling: a node:http server that reads the request body, as the API does, and answers the bytes recorded for
   * that method, path and body (or for the path alone, for calls whose body varies per request).
   */
  ceiling() {
    const answers = new Map();
    process.on('message', ({ record: [key, bytes] }) => {
      answers.set(key, bytes);
      process.send({ recorded: key });
    });
    return createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const answer = answers.get(`${req.method} ${req.url} ${body}`) ?? answers.get(`${req.method} ${req.url}`);
        res.writeHead(answer ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
        res.end(answer ?? '{}');
      });
    });
  },

  /** Express 5 with nothing else, answering `bytes` on GET `path`: the floor any call through Express stands on. */
  async express(path, bytes) {
    const { default: express } = await import('express');
    const app = express();
    app.get(path, (_req, res) => res.type('application/json; charset=utf-8').send(bytes));
    return createServer(app);
  },

  /** NestJS on its Express adapter with one controller answering `bytes` on GET `path`: the floor of a Nest call. */
  nestExpress(path, bytes) {
    return nestAlone(path, bytes, async () => undefined);
  },

  /** The same controller on Nest's documented Fastify adapter (decision 064): what the adapter alone changes. */
  nestFastify(path, bytes) {
    return nestAlone(path, bytes, async () => new (await import('@nestjs/platform-fastify')).FastifyAdapter());
  },
};

/** A Nest app of one module and one controller (decorators applied as functions: this file is plain JavaScript). */
async function nestAlone(path, bytes, makeAdapter) {
  await import('reflect-metadata');
  const { Controller, Get, Header, Module } = await import('@nestjs/common');
  const { NestFactory } = await import('@nestjs/core');
  class Answer {
    answer() {
      return bytes;
    }
  }
  const handler = Object.getOwnPropertyDescriptor(Answer.prototype, 'answer');
  Header('content-type', 'application/json; charset=utf-8')(Answer.prototype, 'answer', handler);
  Get(path)(Answer.prototype, 'answer', handler);
  Controller()(Answer);
  class AnswerModule {}
  Module({ controllers: [Answer] })(AnswerModule);
  const adapter = await makeAdapter();
  const app = await (adapter
    ? NestFactory.create(AnswerModule, adapter, { logger: false })
    : NestFactory.create(AnswerModule, { logger: false }));
  await app.init();
  if (adapter) await app.getHttpAdapter().getInstance().ready();
  return app.getHttpServer();
}

const [kind, ...args] = process.argv.slice(2);
const server = await servers[kind](...args);
server.listen(0, '127.0.0.1', () => process.send({ url: `http://127.0.0.1:${server.address().port}` }));
